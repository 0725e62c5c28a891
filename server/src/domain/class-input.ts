import type { PassphraseMode, RosterRowInput } from '@academy/api';
import { invalid } from './errors';

/** A class as an instructor creates or edits it: the body of POST /api/training-class or PUT .../{id}, read. */
export interface ClassInput {
  name: string;
  courseId: string;
  /** Absent on the front end's soft delete: an update then keeps the class's zone. */
  timeZone: string | undefined;
  startDate: Date;
  endDate: Date;
  instructor: string;
  attendees: number;
  /** Named students, one lab each; absent: the class keeps its roster (or has none). */
  roster?: RosterRowInput[];
  /** Absent: CLASS on create, unchanged on update. */
  passphraseMode?: PassphraseMode;
}

/**
 * The end date is the midnight after the last day, so end == start means a last day before the first.
 * The front end's soft delete sends both dates as yesterday, though: a zero-length class is accepted only
 * when it lies in the past, which is what makes that update complete the class.
 */
export function checkClassDates({ startDate, endDate }: ClassInput, now: Date): void {
  const start = startDate.getTime();
  const end = endDate.getTime();
  if (end < start || (end === start && end > now.getTime())) {
    throw invalid('The last day of class must not be before the first day.');
  }
}
