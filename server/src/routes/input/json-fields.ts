import { EMAIL_MAX_LENGTH, isCalendarDay, isEmailAddress } from '@academy/class-rules';
import { hasControlCharacter } from './control-characters';

/** A request's input read into its typed value, or the first reason it cannot be (the text of the 400). */
export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

export type JsonObject = Record<string, unknown>;

/** Thrown by the readers below and caught by parseJsonObject only: reading stops at the first problem. */
class InputProblem extends Error {}

/** What a reader, or a parser's own check inside parseJsonObject, throws to stop with `message` as the problem. */
export function inputProblem(message: string): Error {
  return new InputProblem(message);
}

/** Reads an untrusted body that must be a JSON object with `read`, made of the readers below. */
export function parseJsonObject<T>(body: unknown, read: (fields: JsonObject) => T): Parsed<T> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, problem: 'The request body must be a JSON object.' };
  }
  try {
    return { ok: true, value: read(body as JsonObject) };
  } catch (error) {
    if (error instanceof InputProblem) return { ok: false, problem: error.message };
    throw error;
  }
}

// The readers of one field: each returns its typed value or throws the field's problem.

export function readText(body: JsonObject, field: string, maxLength = 200): string {
  const value = body[field];
  if (typeof value !== 'string') throw inputProblem(`${field} is required and must be a string.`);
  const text = value.trim();
  if (text === '') throw inputProblem(`${field} must not be empty.`);
  if (hasControlCharacter(text)) throw inputProblem(`${field} must not contain control characters.`);
  if (text.length > maxLength) throw inputProblem(`${field} must be at most ${maxLength} characters.`);
  return text;
}

export function readOptionalText(body: JsonObject, field: string, maxLength = 200): string | undefined {
  return body[field] === undefined ? undefined : readText(body, field, maxLength);
}

export function readInteger(body: JsonObject, field: string, min: number, max: number): number {
  const value = body[field];
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw inputProblem(`${field} is required and must be an integer.`);
  }
  if (value < min || value > max) throw inputProblem(`${field} must be between ${min} and ${max}.`);
  return value;
}

export function readOneOf<T extends string>(body: JsonObject, field: string, allowed: readonly T[]): T {
  const value = body[field];
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw inputProblem(`${field} must be one of ${allowed.join(', ')}.`);
  }
  return value as T;
}

export function readTextList(body: JsonObject, field: string, maxItems = 50): string[] {
  const value = body[field];
  if (
    !Array.isArray(value) ||
    value.some((item) => typeof item !== 'string' || item === '' || hasControlCharacter(item))
  ) {
    throw inputProblem(`${field} must be a list of strings.`);
  }
  if (value.length === 0) throw inputProblem(`${field} must not be empty.`);
  if (value.length > maxItems) throw inputProblem(`${field} must have at most ${maxItems} entries.`);
  return [...new Set(value as string[])];
}

// Full ISO 8601 date-time with a zone, as Date.toISOString() or an offset-formatting client sends it.
const ISO_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/** Date would roll 2026-02-30 over to March and 24:00 to the next day; a calendar that has no such day is refused. */
function isRealDateTime(match: RegExpExecArray): boolean {
  // Absent seconds and offset (Z) count as zero.
  const [year, , , hour, minute, second, offsetHours, offsetMinutes] = match.slice(1).map((part) => Number(part ?? 0));
  if (second === undefined || offsetHours === undefined || offsetMinutes === undefined) return false;
  if (year === undefined || hour === undefined || minute === undefined) return false;
  return (
    year >= 1900 &&
    isCalendarDay(match[0].slice(0, 10)) &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    offsetHours <= 14 &&
    offsetMinutes <= 59
  );
}

/** PostgreSQL's timestamptz ends with year 9999 (in UTC): a later instant could not be stored. */
const LATEST_STORABLE_INSTANT = Date.parse('9999-12-31T23:59:59.999Z');

export function readTimestamp(body: JsonObject, field: string): Date {
  const value = body[field];
  const match = typeof value === 'string' ? ISO_TIMESTAMP.exec(value) : null;
  if (typeof value !== 'string' || !match) {
    throw inputProblem(`${field} must be an ISO timestamp such as 2025-03-01T00:00:00.000Z.`);
  }
  const date = new Date(value);
  if (!isRealDateTime(match) || Number.isNaN(date.getTime()) || date.getTime() > LATEST_STORABLE_INSTANT) {
    throw inputProblem(`${field} is not a valid date.`);
  }
  return date;
}

/** The class form's own e-mail rule (spec §5, text@text), after readText's own control-character and length checks. */
export function readEmail(body: JsonObject, field: string): string {
  const email = readText(body, field, EMAIL_MAX_LENGTH);
  if (!isEmailAddress(email)) throw inputProblem(`${field} must be an e-mail address.`);
  return email;
}

/** A body that is one flag, `{ "<field>": true }` or `{ "<field>": false }` (a hand raised, screens paused). */
export function parseFlag(body: unknown, field: string): Parsed<boolean> {
  const value = typeof body === 'object' && body !== null ? (body as JsonObject)[field] : undefined;
  if (typeof value !== 'boolean') {
    return { ok: false, problem: `The body must be { "${field}": true } or { "${field}": false }.` };
  }
  return { ok: true, value };
}
