import { MAX_ATTENDEES, MIN_ATTENDEES } from '@academy/api';
import { isValidTimeZone } from '@academy/class-rules';
import type { ClassInput } from '../../domain/class-input';
import {
  inputProblem,
  type Parsed,
  parseJsonObject,
  readEmail,
  readInteger,
  readOptionalText,
  readText,
  readTimestamp,
} from '../../routes/input/json-fields';
import { readPassphraseMode, readRoster } from '../roster';

/** The body of POST /api/training-class or PUT /api/training-class/{id}; the dates' order is the domain's rule. */
export function parseClassInput(body: unknown): Parsed<ClassInput> {
  return parseJsonObject(body, (fields) => {
    const timeZone = readOptionalText(fields, 'timeZone', 64);
    if (timeZone !== undefined && !isValidTimeZone(timeZone)) {
      throw inputProblem(`timeZone "${timeZone}" is not an IANA time zone name.`);
    }
    return {
      name: readText(fields, 'name'),
      courseId: readText(fields, 'courseId', 64),
      timeZone,
      startDate: readTimestamp(fields, 'startDate'),
      endDate: readTimestamp(fields, 'endDate'),
      instructor: readEmail(fields, 'instructor'),
      attendees: readInteger(fields, 'attendees', MIN_ATTENDEES, MAX_ATTENDEES),
      roster: readRoster(fields),
      passphraseMode: readPassphraseMode(fields),
    };
  });
}
