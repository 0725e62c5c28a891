import { Button, Intent, Tag } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { usernameOf } from '@/shared/lib/username';
import { MonitorSection } from '@/shared/ui/monitor-section/monitor-section';
import { comingToHelpText, waitTextOf } from '../../lib';
import { $now, $pendingHands, $queue, $queueError, claimClicked, doneClicked } from '../../model';
import styles from './help-queue.module.css';

/** Raised hands in the order they went up, with how long each has waited and who is coming. */
export function HelpQueue() {
  const { queue, now, pending, error, claim, done } = useUnit({
    queue: $queue,
    now: $now,
    pending: $pendingHands,
    error: $queueError,
    claim: claimClicked,
    done: doneClicked,
  });
  return (
    <MonitorSection title="Help queue" error={error} isBoxed>
      {queue.length === 0 ? (
        <p className={styles.empty}>No raised hands.</p>
      ) : (
        <ol className={styles.hands}>
          {queue.map((hand) => {
            const username = usernameOf(hand.email);
            const isPending = pending.has(hand.email);
            return (
              <li key={hand.email} className={styles.hand}>
                <span className={styles.rank} aria-hidden>
                  {hand.rank}
                </span>
                <span className={styles.who}>
                  <strong>{username}</strong>
                  <span className={styles.wait}>{waitTextOf(hand.requestedAt, now)}</span>
                </span>
                {hand.claimedBy ? (
                  <Tag minimal intent={Intent.PRIMARY}>
                    {comingToHelpText(hand.claimedBy)}
                  </Tag>
                ) : (
                  <Button
                    size="small"
                    intent={Intent.PRIMARY}
                    disabled={isPending}
                    aria-label={`Claim the hand of ${username}`}
                    onClick={() => claim(hand.email)}
                  >
                    Claim
                  </Button>
                )}
                <Button
                  size="small"
                  disabled={isPending}
                  aria-label={`Done helping ${username}`}
                  onClick={() => done(hand.email)}
                >
                  Done
                </Button>
              </li>
            );
          })}
        </ol>
      )}
    </MonitorSection>
  );
}
