import type { Clock } from './ports/clock';
import type { Logger } from './ports/logger';
import type { AuditRepository } from './ports/storage';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Purges audit entries older than the retention, at start and then every `everyMs` (an hour by default). Every
 * instance may run it: the delete is the same whoever runs it, and an hour bounds how long a row outlives its time.
 * Answers the function that stops it.
 */
export function startAuditRetention(deps: {
  audit: Pick<AuditRepository, 'purgeBefore'>;
  clock: Clock;
  logger: Logger;
  retentionDays: number;
  everyMs?: number;
}): () => void {
  const purge = () => {
    const before = new Date(deps.clock.now().getTime() - deps.retentionDays * DAY_MS);
    deps.audit.purgeBefore(before).then(
      (count) => {
        if (count > 0) deps.logger.info('Audit entries purged', { count, before: before.toISOString() });
      },
      (error: unknown) => deps.logger.error('Purging the audit trail failed', error),
    );
  };
  purge();
  const timer = setInterval(purge, deps.everyMs ?? 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
