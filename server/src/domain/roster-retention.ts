import type { Clock } from './ports/clock';
import type { Logger } from './ports/logger';
import type { RosterRepository } from './ports/roster-storage';
import { startRetention } from './retention';

/**
 * Erases the names and e-mail addresses of the students of classes that ended more than `retentionDays` ago
 * (ROSTER_RETENTION_DAYS), hourly, as the audit retention does. Answers the function that stops it.
 */
export function startRosterRetention(deps: {
  roster: Pick<RosterRepository, 'eraseEndedBefore'>;
  clock: Clock;
  logger: Logger;
  retentionDays: number;
  everyMs?: number;
}): () => void {
  const { roster, ...schedule } = deps;
  return startRetention({
    ...schedule,
    removeBefore: (before) => roster.eraseEndedBefore(before),
    removed: "Ended classes' rosters erased",
    failed: "Erasing ended classes' rosters failed",
  });
}
