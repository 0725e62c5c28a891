import { Component, type ReactNode } from 'react';
import { UnreadableManual } from './unreadable-manual';

export const MANUAL_NOT_SHOWN_TEXT = 'This manual could not be shown';

export interface ManualBoundaryProps {
  /** The manual's Markdown: a new one (the course form's text edited) is tried again. */
  markdown: string;
  children: ReactNode;
}

interface State {
  markdown: string;
  /** Why, when the renderer failed on this Markdown: the manual's problem when known, '' otherwise. */
  failure: string | null;
}

/**
 * Around the manual's rendering (the /view pane, the course form's preview): whatever the renderer throws (a manual
 * saved before the server bounded its reading, a stack it overflows) stays inside, and the console or the form
 * beside it goes on working. Its own entry point (`@academy/manual/boundary`), light: no parser, no sanitiser.
 */
export class ManualBoundary extends Component<ManualBoundaryProps, State> {
  override state: State = { markdown: this.props.markdown, failure: null };

  static getDerivedStateFromProps(props: ManualBoundaryProps, state: State): Partial<State> | null {
    return props.markdown === state.markdown ? null : { markdown: props.markdown, failure: null };
  }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: error instanceof UnreadableManual ? error.message : '' };
  }

  override render() {
    const { failure } = this.state;
    if (failure === null) return this.props.children;
    return (
      <div role="alert">
        <p>{MANUAL_NOT_SHOWN_TEXT}.</p>
        {failure && <p>{failure}</p>}
      </div>
    );
  }
}
