import { MESSAGE_MAX_LENGTH } from '@academy/api';
import { type Parsed, parseJsonObject, readEmail, readText } from '../../routes/input/json-fields';

/** Body of an instructor's message: its text, and `to` a student's e-mail or null/absent for the whole class. */
export function parseInstructorMessage(body: unknown): Parsed<{ text: string; to: string | null }> {
  return parseJsonObject(body, (fields) => ({
    text: readText(fields, 'text', MESSAGE_MAX_LENGTH),
    to: fields.to === undefined || fields.to === null ? null : readEmail(fields, 'to'),
  }));
}

/** Body of a student's message to the instructors. */
export function parseStudentMessage(body: unknown): Parsed<{ text: string }> {
  return parseJsonObject(body, (fields) => ({ text: readText(fields, 'text', MESSAGE_MAX_LENGTH) }));
}
