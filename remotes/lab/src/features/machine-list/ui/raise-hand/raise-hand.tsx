import { Switch } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { queueTextOf } from '../../lib';
import { $handError, $helpQueue, $helpRequestedAt, $isHandPending, handToggled } from '../../model';
import styles from './raise-hand.module.css';

/** The text while the hand is up (issue 15). */
export const handRaisedText = 'Hand raised: your instructor has been asked for help.';

/** 'Raise hand': asks the instructor for help; the instructor sees it on the class monitor and may lower it. */
export function RaiseHand() {
  const { raisedAt, queue, isPending, error, toggle } = useUnit({
    raisedAt: $helpRequestedAt,
    queue: $helpQueue,
    isPending: $isHandPending,
    error: $handError,
    toggle: handToggled,
  });
  return (
    <div className={styles.raiseHand}>
      <Switch checked={raisedAt !== null} disabled={isPending} label="Raise hand" onChange={() => toggle()} />
      <p role="status" className={styles.text}>
        {raisedAt !== null ? `${handRaisedText} ${queueTextOf(queue)}`.trim() : ''}
        {error ?? ''}
      </p>
    </div>
  );
}
