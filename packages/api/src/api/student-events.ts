import type { ClassMessage } from './messages';
import type { Presentation } from './presentation';

/**
 * The student's push channel, GET /api/training-class/events (Basic credential): server-sent events named
 * `student-notice`, JSON data. A student hears only their own class's notices and those addressed to them.
 */
export const STUDENT_NOTICE_EVENT = 'student-notice';

/** When a student's class ends, as the channel tells it on opening and whenever the instructor moves it. */
export interface ClassEnd {
  /** ISO timestamp: the class's end, as extended by its instructor. */
  endsAt: string;
  /** ISO timestamp: when the scheduler powers off and removes the labs (the end plus the grace period). */
  labsEndAt: string;
}

/** The instructor's extensions of a running class, in minutes. */
export const CLASS_EXTENSIONS_MINUTES = [30, 60] as const;

/** Body of POST /api/training-class/{id}/end: 30 or 60 minutes more, or a new end (ISO timestamp). */
export type ClassEndChange = { extendByMinutes: (typeof CLASS_EXTENSIONS_MINUTES)[number] } | { endsAt: string };

export type StudentNotice =
  | ({ kind: 'class-end' } & ClassEnd)
  /**
   * The student's lab has been idle: its machines are suspended at `suspendsAt`, `minutesLeft` from the server's
   * now (a page's clock may be off), unless the student comes back.
   */
  | { kind: 'idle-warning'; suspendsAt: string; minutesLeft: number }
  /** The student came back ('I'm still here', a key in a console, any call): no suspend. */
  | { kind: 'idle-cleared' }
  /**
   * The lab's machines were suspended for idleness: Start resumes them as they were. `vms`: the machines suspended,
   * whose rows the student's list shows SUSPENDED without reading the list again (a read is the student's use).
   */
  | { kind: 'idle-suspended'; at: string; vms: string[] }
  /** A message of the instructor to the class or to this student. */
  | { kind: 'message'; message: ClassMessage }
  /** The queue of raised hands changed (raised, claimed, lowered): a student with a hand up reads their place again. */
  | { kind: 'help-queue' }
  /** An instructor started or stopped watching or controlling one of the student's machines: read the classroom again. */
  | { kind: 'console-watch' }
  /** The instructor paused the class's screens ('Pause screens') or resumed them. */
  | { kind: 'screens-paused'; paused: boolean }
  /** The instructor began showing a machine to the class (or another one), or stopped (`null`). */
  | { kind: 'presentation'; presentation: Presentation | null };
