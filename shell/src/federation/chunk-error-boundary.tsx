import { errorTexts } from '@academy/api';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PageState } from '@/layout/page-state/page-state';
import { buttonClass } from '@/ui/button/button-class';
import { RemoteVersionSkewError } from './version-skew-error';
import { VersionSkewState } from './version-skew-state';

export interface ChunkErrorBoundaryProps {
  /** Called when the user asks to load the page again. */
  onRetry: () => void;
  children: ReactNode;
}

interface ChunkErrorBoundaryState {
  error: Error | null;
}

/**
 * Catches a remote that failed to load (down, too slow, broken), crashed while rendering, or was refused for a
 * version clash, so that only the page area shows the failure: the shell's header and footer keep working.
 */
export class ChunkErrorBoundary extends Component<ChunkErrorBoundaryProps, ChunkErrorBoundaryState> {
  override state: ChunkErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): ChunkErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // A version clash is logged, with both versions, where it is found.
    if (!(error instanceof RemoteVersionSkewError)) console.error('Remote page failed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    if (this.state.error instanceof RemoteVersionSkewError) return <VersionSkewState error={this.state.error} />;
    return (
      <PageState
        className="remote-load-failed"
        title={errorTexts.remoteLoadFailed}
        description={<p>This part of the portal could not be loaded. Check your connection and try again.</p>}
        action={
          <button type="button" className={buttonClass('primary')} onClick={this.props.onRetry}>
            Retry
          </button>
        }
      />
    );
  }
}
