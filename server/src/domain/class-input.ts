import { isValidTimeZone } from '@academy/class-rules';
import { MAX_ATTENDEES, MIN_ATTENDEES } from '@academy/contracts';
import { invalid } from './errors';
import { readEmail, readInteger, readObject, readOptionalText, readText, readTimestamp } from './validation';

/** A validated body of POST /api/training-class or PUT /api/training-class/{id}. */
export interface ClassInput {
  name: string;
  courseId: string;
  /** Absent on the front end's soft delete: an update then keeps the class's zone. */
  timeZone: string | undefined;
  startDate: Date;
  endDate: Date;
  instructor: string;
  attendees: number;
}

export function parseClassInput(body: unknown, now: Date): ClassInput {
  const fields = readObject(body);
  const timeZone = readOptionalText(fields, 'timeZone', 64);
  if (timeZone !== undefined && !isValidTimeZone(timeZone)) {
    throw invalid(`timeZone "${timeZone}" is not an IANA time zone name.`);
  }
  const input: ClassInput = {
    name: readText(fields, 'name'),
    courseId: readText(fields, 'courseId', 64),
    timeZone,
    startDate: readTimestamp(fields, 'startDate'),
    endDate: readTimestamp(fields, 'endDate'),
    instructor: readEmail(fields, 'instructor'),
    attendees: readInteger(fields, 'attendees', MIN_ATTENDEES, MAX_ATTENDEES),
  };
  checkDates(input.startDate, input.endDate, now);
  return input;
}

/**
 * The end date is the midnight after the last day, so end == start means a last day before the first.
 * The front end's soft delete sends both dates as yesterday, though: a zero-length class is accepted only
 * when it lies in the past, which is what makes that update complete the class.
 */
function checkDates(startDate: Date, endDate: Date, now: Date): void {
  const start = startDate.getTime();
  const end = endDate.getTime();
  if (end < start || (end === start && end > now.getTime())) {
    throw invalid('The last day of class must not be before the first day.');
  }
}
