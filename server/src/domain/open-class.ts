import { classStatus } from './class-schedule';
import { conflict, notFound } from './errors';
import type { Clock } from './ports/clock';
import type { ClassRecord, Storage } from './ports/storage';

/**
 * The class, unless it is completed (its end passed, or the class list's Delete set both dates to yesterday): a
 * completed class takes no message, pause or presentation (409), as its students can no longer sign in.
 */
export type RequireOpenClass = (classId: string) => Promise<ClassRecord>;

export function createRequireOpenClass(deps: {
  storage: Pick<Storage, 'classes'>;
  clock: Clock;
  graceMs: number;
}): RequireOpenClass {
  return async (classId) => {
    const trainingClass = await deps.storage.classes.get(classId);
    if (!trainingClass) throw notFound(`Class ${classId} does not exist.`);
    if (classStatus(trainingClass, deps.clock.now(), deps.graceMs) === 'COMPLETED') {
      throw conflict(`Class ${trainingClass.name} is completed: it takes no messages, pauses or presentations.`);
    }
    return trainingClass;
  };
}
