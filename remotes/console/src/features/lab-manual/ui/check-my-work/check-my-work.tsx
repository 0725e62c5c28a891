import { Button, Spinner } from '@blueprintjs/core';
import { Endorsed } from '@blueprintjs/icons';
import { useStoreMap, useUnit } from 'effector-react';
import { useId } from 'react';
import { CHECK_BUTTON_TEXT, CHECKING_TEXT, CHECKS_NOT_LOADED_TEXT, OTHER_CHECK_RUNS_TEXT } from '../../check-texts';
import {
  $checkLimits,
  $checkOutcomes,
  $checksLoadFailed,
  $runningCheck,
  checkClicked,
  checksRetryClicked,
} from '../../model';
import styles from './check-my-work.module.css';

/**
 * A step's "Check my work", where its check's marker stands. While a check runs the buttons stay focusable
 * (aria-disabled, not disabled): focus stays where the student pressed, and the verdict comes in the live region.
 */
export function CheckMyWork({ checkId }: { checkId: string }) {
  const { running, loadFailed, click, retry } = useUnit({
    running: $runningCheck,
    loadFailed: $checksLoadFailed,
    click: checkClicked,
    retry: checksRetryClicked,
  });
  const limit = useStoreMap({ store: $checkLimits, keys: [checkId], fn: (limits, [id]) => limits[id] ?? '' });
  const outcome = useStoreMap({ store: $checkOutcomes, keys: [checkId], fn: (all, [id]) => all[id] ?? null });
  const describedBy = useId();
  const isRunning = running === checkId;
  const waits = running !== null && !isRunning;
  return (
    <div className={styles.check}>
      <div className={styles.row}>
        <Button
          intent="primary"
          icon={isRunning ? <Spinner size={16} /> : <Endorsed />}
          aria-disabled={running !== null}
          aria-describedby={describedBy}
          className={running !== null ? styles.waiting : undefined}
          onClick={() => click(checkId)}
        >
          {isRunning ? CHECKING_TEXT : CHECK_BUTTON_TEXT}
        </Button>
        <span id={describedBy} className={styles.limit}>
          {waits ? OTHER_CHECK_RUNS_TEXT : limit}
        </span>
      </div>
      <p className={outcome ? styles[outcome.tone] : styles.verdict} role="status">
        {outcome?.text}
      </p>
      {loadFailed && (
        <p className={styles.error}>
          {CHECKS_NOT_LOADED_TEXT}{' '}
          <Button size="small" variant="minimal" onClick={retry}>
            Try again
          </Button>
        </p>
      )}
    </div>
  );
}
