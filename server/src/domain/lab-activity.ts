import { labOwner } from './class-schedule';
import type { Clock } from './ports/clock';
import type { ClassEvents } from './ports/events';
import type { Logger } from './ports/logger';
import type { Storage } from './ports/storage';

/** Within this long of the last write, a lab's activity is not written again (keys come many a second). */
const WRITE_EVERY_MS = 30_000;

export interface LabActivity {
  /**
   * The student used their lab (a key in a console, a call of theirs): an idle warning or suspend is over, and the
   * student's pages are told. `now`: written at once, whatever was written last ('I'm still here').
   */
  used(labId: string, options?: { now?: boolean }): Promise<void>;
}

export function createLabActivity(deps: {
  storage: Pick<Storage, 'labActivity'>;
  clock: Clock;
  events: Pick<ClassEvents, 'tell' | 'publish'>;
  logger: Logger;
}): LabActivity {
  const { storage, clock, events, logger } = deps;
  const lastWritten = new Map<string, number>();
  return {
    async used(labId, options = {}) {
      const now = clock.now();
      if (!options.now && now.getTime() - (lastWritten.get(labId) ?? Number.NEGATIVE_INFINITY) < WRITE_EVERY_MS) return;
      lastWritten.set(labId, now.getTime());
      const { classId, email } = labOwner(labId);
      try {
        const before = await storage.labActivity.touch(labId, classId, now);
        if (before?.warnedAt || before?.suspendedAt) {
          events.tell(classId, { to: email, notice: { kind: 'idle-cleared' } });
          events.publish(classId, { email, reason: 'idle' });
        }
      } catch (error) {
        // The class was deleted meanwhile (its activity rows go with it): nothing to keep.
        logger.info(`Activity of ${labId} not recorded: ${String(error)}`);
      }
    },
  };
}
