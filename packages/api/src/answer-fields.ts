import type { CheckLimit, CheckVerdict } from './api/checks';

/**
 * Data from the network read field by field into the contract's types (fields a reader does not know are left out):
 * each reader returns the value or throws an AnswerError that names the answer and the field, so a page says the read
 * failed rather than showing a wrong value.
 */
export class AnswerError extends Error {
  constructor(answer: string, field: string) {
    super(`The ${answer} answer is not one: ${field}`);
    this.name = 'AnswerError';
  }
}

export type AnswerFields = Record<string, unknown>;

export interface AnswerReader {
  /** Throws for the field: for a rule the readers below do not cover. */
  refuse(field: string): never;
  objectOf(value: unknown, field: string): AnswerFields;
  arrayOf(value: unknown, field: string): unknown[];
  stringOf(value: unknown, field: string): string;
  nullableStringOf(value: unknown, field: string): string | null;
  booleanOf(value: unknown, field: string): boolean;
  /** A whole number, 0 or more. */
  countOf(value: unknown, field: string): number;
  /** One of a table's keys (a `satisfies Record<Key, true>` table, so a new case is listed or the compiler says so). */
  keyOf<Key extends string>(table: Record<Key, true>, value: unknown, field: string): Key;
}

/** The readers of one answer, e.g. `answerReader('roster')`: "The roster answer is not one: students[2].email". */
export function answerReader(answer: string): AnswerReader {
  const refuse = (field: string): never => {
    throw new AnswerError(answer, field);
  };
  const stringOf = (value: unknown, field: string) => (typeof value === 'string' ? value : refuse(field));
  return {
    refuse,
    objectOf: (value, field) =>
      typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as AnswerFields) : refuse(field),
    arrayOf: (value, field) => (Array.isArray(value) ? value : refuse(field)),
    stringOf,
    nullableStringOf: (value, field) => (value === null ? null : stringOf(value, field)),
    booleanOf: (value, field) => (typeof value === 'boolean' ? value : refuse(field)),
    countOf: (value, field) =>
      typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : refuse(field),
    keyOf: <Key extends string>(table: Record<Key, true>, value: unknown, field: string): Key =>
      typeof value === 'string' && Object.hasOwn(table, value) ? (value as Key) : refuse(field),
  };
}

/** Every verdict of a check (`CheckVerdict`): a new one is listed here, or the compiler says so. */
export const CHECK_VERDICTS = { passed: true, failed: true, 'could-not-run': true } satisfies Record<
  CheckVerdict,
  true
>;

/** A check's limit as the checks' answers carry it (the student's and the instructor's). */
export function checkLimitOf(read: AnswerReader, value: unknown, field: string): CheckLimit {
  const limit = read.objectOf(value, field);
  return {
    attempts: read.countOf(limit.attempts, `${field}.attempts`),
    windowMinutes: read.countOf(limit.windowMinutes, `${field}.windowMinutes`),
    text: read.stringOf(limit.text, `${field}.text`),
  };
}
