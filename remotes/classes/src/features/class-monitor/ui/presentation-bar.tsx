import { Button, Callout, Intent } from '@blueprintjs/core';
import { Presentation } from '@blueprintjs/icons';
import { useUnit } from 'effector-react';
import { usernameOf } from '@/shared/lib/username';
import { $isPresentationBusy, $presentation, $presentationError, stopPresentingClicked } from '../model';
import styles from './class-monitor.module.css';

/** What the class is shown now, and 'Stop showing'; the refusal of a 'Show to class' or a stop. */
export function PresentationBar() {
  const { presentation, error, isBusy, stop } = useUnit({
    presentation: $presentation,
    error: $presentationError,
    isBusy: $isPresentationBusy,
    stop: stopPresentingClicked,
  });
  return (
    <div className={styles.presentation} role="status">
      {presentation && (
        <Callout intent={Intent.PRIMARY} icon={<Presentation />} compact className={styles.presentationBar}>
          <span>
            Showing <strong>{presentation.machineName}</strong> of {usernameOf(presentation.student)} to the class.
          </span>
          <Button size="small" intent={Intent.PRIMARY} disabled={isBusy} onClick={() => stop()}>
            Stop showing
          </Button>
        </Callout>
      )}
      {error && (
        <Callout intent={Intent.WARNING} compact role="alert">
          {error}
        </Callout>
      )}
    </div>
  );
}
