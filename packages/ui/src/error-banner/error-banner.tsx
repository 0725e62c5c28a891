import { Button, Callout, type Intent } from '@blueprintjs/core';
import { Refresh } from '@blueprintjs/icons';
import './error-banner.css';

export interface ErrorBannerProps {
  /** The error's text (spec §8). */
  text: string;
  /** WARNING for a list that could not be fetched, DANGER for a failed save or call. */
  intent: Intent;
  /** Offered as 'Retry' when the failed call may simply be made again (a list or a choice list). */
  onRetry?: (() => void) | undefined;
}

/** A failed call's message above what it failed for, read out as it appears, with 'Retry' where a retry helps. */
export function ErrorBanner({ text, intent, onRetry }: ErrorBannerProps) {
  return (
    <Callout intent={intent} className="academy-error-banner" role="alert">
      <span>{text}</span>
      {onRetry && (
        <Button className="academy-error-banner__retry" size="small" icon={<Refresh />} onClick={() => onRetry()}>
          Retry
        </Button>
      )}
    </Callout>
  );
}
