import type { TrainingClass } from '@academy/api';
import { classEndOf, classEndsAt, classStatus } from '../../domain/class-schedule';
import { conflict, invalid, notFound } from '../../domain/errors';
import type { Clock } from '../../domain/ports/clock';
import type { ClassEvents } from '../../domain/ports/events';
import type { Storage } from '../../domain/ports/storage';
import { toTrainingClass } from '../../domain/views';

/** What the instructor asks of a running class's end: 30 or 60 minutes more, or a new end. */
export type EndChange = { extendByMinutes: number } | { endsAt: Date };

/** How far past its last day a class can be moved: a lab left running for days is a new class. */
export const MAX_END_AFTER_LAST_DAY_MS = 7 * 86_400_000;

export interface ClassEndService {
  /** Moves the end of a running class; its students' countdowns and the scheduler follow at once. */
  move(classId: string, change: EndChange): Promise<TrainingClass>;
}

export function createClassEndService(deps: {
  storage: Pick<Storage, 'classes'>;
  clock: Clock;
  events: Pick<ClassEvents, 'tell'>;
  /** LAB_GRACE_MINUTES in ms. */
  graceMs: number;
  /** Told after the end moved, so the scheduler removes or keeps the labs by the new end without waiting. */
  onChange: () => void;
}): ClassEndService {
  const { storage, clock, events, graceMs, onChange } = deps;
  return {
    async move(classId, change) {
      const existing = await storage.classes.get(classId);
      if (!existing) throw notFound(`Class ${classId} does not exist.`);
      const now = clock.now();
      const status = classStatus(existing, now, graceMs);
      if (status !== 'RUNNING') {
        throw conflict(
          status === 'COMPLETED'
            ? 'The class has ended: its labs were removed.'
            : "The class has not started: change its dates in the class's form.",
        );
      }
      const wanted =
        'endsAt' in change
          ? change.endsAt.getTime()
          : classEndsAt(existing).getTime() + change.extendByMinutes * 60_000;
      if (wanted <= now.getTime()) throw invalid('The new end must be in the future.');
      if (wanted > existing.endDate.getTime() + MAX_END_AFTER_LAST_DAY_MS) {
        throw invalid('The new end must be within 7 days after the last day of the class.');
      }
      const moved = await storage.classes.moveEnd(
        classId,
        'endsAt' in change ? { to: change.endsAt } : { byMs: change.extendByMinutes * 60_000 },
      );
      if (!moved) throw notFound(`Class ${classId} does not exist.`);
      events.tell(classId, { to: null, notice: { kind: 'class-end', ...classEndOf(moved, graceMs) } });
      onChange();
      return toTrainingClass(moved, now, graceMs);
    },
  };
}
