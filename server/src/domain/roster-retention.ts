import type { Clock } from './ports/clock';
import type { Logger } from './ports/logger';
import type { RosterRepository } from './ports/roster-storage';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Erases the names and e-mail addresses of the students of classes that ended more than `retentionDays` ago
 * (ROSTER_RETENTION_DAYS), at start and then every `everyMs` (an hour by default), on every instance alike, as the
 * audit retention does. Answers the function that stops it.
 */
export function startRosterRetention(deps: {
  roster: Pick<RosterRepository, 'eraseEndedBefore'>;
  clock: Clock;
  logger: Logger;
  retentionDays: number;
  everyMs?: number;
}): () => void {
  const erase = () => {
    const before = new Date(deps.clock.now().getTime() - deps.retentionDays * DAY_MS);
    deps.roster.eraseEndedBefore(before).then(
      (count) => {
        if (count > 0) deps.logger.info("Ended classes' rosters erased", { count, before: before.toISOString() });
      },
      (error: unknown) => deps.logger.error("Erasing ended classes' rosters failed", error),
    );
  };
  erase();
  const timer = setInterval(erase, deps.everyMs ?? 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
