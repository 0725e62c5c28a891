import type { Clock } from './ports/clock';
import type { Logger } from './ports/logger';
import type { AuditRepository } from './ports/storage';
import { startRetention } from './retention';

/** Purges audit entries older than the retention (AUDIT_RETENTION_DAYS), hourly. Answers the function that stops it. */
export function startAuditRetention(deps: {
  audit: Pick<AuditRepository, 'purgeBefore'>;
  clock: Clock;
  logger: Logger;
  retentionDays: number;
  everyMs?: number;
}): () => void {
  const { audit, ...schedule } = deps;
  return startRetention({
    ...schedule,
    removeBefore: (before) => audit.purgeBefore(before),
    removed: 'Audit entries purged',
    failed: 'Purging the audit trail failed',
  });
}
