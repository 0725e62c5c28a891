import type { Clock } from './ports/clock';
import type { Logger } from './ports/logger';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Removes what is older than `retentionDays`, at start and then every `everyMs` (an hour by default). Every instance
 * may run it: the removal is the same whoever runs it, and an hour bounds how long a row outlives its time. Answers
 * the function that stops it.
 */
export function startRetention(deps: {
  /** Removes what is older than `before`; answers how many rows it removed. */
  removeBefore: (before: Date) => Promise<number>;
  /** The log's words: what a removal did, and what failed. */
  removed: string;
  failed: string;
  clock: Clock;
  logger: Logger;
  retentionDays: number;
  everyMs?: number;
}): () => void {
  const remove = () => {
    const before = new Date(deps.clock.now().getTime() - deps.retentionDays * DAY_MS);
    deps.removeBefore(before).then(
      (count) => {
        if (count > 0) deps.logger.info(deps.removed, { count, before: before.toISOString() });
      },
      (error: unknown) => deps.logger.error(deps.failed, error),
    );
  };
  remove();
  const timer = setInterval(remove, deps.everyMs ?? HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
