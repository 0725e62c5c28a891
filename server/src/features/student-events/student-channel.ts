import type { StudentNotice } from '@academy/api';
import { classEndOf } from '../../domain/class-schedule';
import type { Clock } from '../../domain/ports/clock';
import type { ClassEvents } from '../../domain/ports/events';
import type { StudentContext } from '../../domain/student-auth';

/** Where a student's push channel goes. */
export interface StudentWatcher {
  told(notice: StudentNotice): void;
  /** The credential lasts this much longer (real time): until the labs end, as the latest end says. */
  expiresIn(ms: number): void;
  /** The class was deleted: nothing more comes, and the student's credential is refused from now on. */
  ended(): void;
}

export interface StudentChannel {
  /**
   * Tells the watcher the class's end at once, then every notice for the whole class or addressed to this student
   * (never another student's), until the returned function is called or the class is deleted.
   */
  watch(student: StudentContext, watcher: StudentWatcher): () => void;
}

export function createStudentChannel(deps: { events: ClassEvents; clock: Clock; graceMs: number }): StudentChannel {
  const { events, clock, graceMs } = deps;
  return {
    watch(student, watcher) {
      function tell(notice: StudentNotice): void {
        watcher.told(notice);
        if (notice.kind === 'class-end') watcher.expiresIn(Date.parse(notice.labsEndAt) - clock.now().getTime());
      }
      const unsubscribe = events.subscribe(student.trainingClass.id, {
        // The monitor's news: a student's page reads its own lab through its own calls.
        changed: () => undefined,
        told: ({ to, notice }) => {
          if (to === null || to === student.email) tell(notice);
        },
        deleted: () => watcher.ended(),
      });
      tell({ kind: 'class-end', ...classEndOf(student.trainingClass, graceMs) });
      return unsubscribe;
    },
  };
}
