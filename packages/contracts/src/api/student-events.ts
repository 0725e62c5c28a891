import type { ClassMessage } from './messages';

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

export type StudentNotice =
  | ({ kind: 'class-end' } & ClassEnd)
  /** A message of the instructor to the class or to this student. */
  | { kind: 'message'; message: ClassMessage }
  /** The queue of raised hands changed (raised, claimed, lowered): a student with a hand up reads their place again. */
  | { kind: 'help-queue' };
