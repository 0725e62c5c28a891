import type {
  CheckEveryoneStarted,
  CheckLimit,
  CheckVerdict,
  ClassCheckCell,
  ClassCheckCellSummary,
  ClassCheckColumn,
  ClassCheckRow,
  ClassChecks,
  ClassCheckVerdict,
} from '@academy/api';

/**
 * The checks' answers and pushed verdicts read field by field into the contract's types (fields they do not know are
 * left out). A read that is not one throws a CheckAnswerError (the section says the grid could not be read and keeps
 * what it showed); a pushed event that is not one is dropped.
 */
export class CheckAnswerError extends Error {
  constructor(what: string) {
    super(`The checks' answer is not one: ${what}`);
    this.name = 'CheckAnswerError';
  }
}

type Fields = Record<string, unknown>;

const VERDICTS = { passed: true, failed: true, 'could-not-run': true } satisfies Record<CheckVerdict, true>;
const PUSHERS = { student: true, instructor: true } satisfies Record<ClassCheckVerdict['by'], true>;

function objectOf(value: unknown, what: string): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new CheckAnswerError(what);
  return value as Fields;
}

function arrayOf(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw new CheckAnswerError(what);
  return value;
}

function stringOf(value: unknown, what: string): string {
  if (typeof value !== 'string') throw new CheckAnswerError(what);
  return value;
}

function booleanOf(value: unknown, what: string): boolean {
  if (typeof value !== 'boolean') throw new CheckAnswerError(what);
  return value;
}

function countOf(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw new CheckAnswerError(what);
  return value;
}

function keyOf<Key extends string>(table: Record<Key, true>, value: unknown, what: string): Key {
  if (typeof value !== 'string' || !Object.hasOwn(table, value)) throw new CheckAnswerError(what);
  return value as Key;
}

function limitOf(value: unknown): CheckLimit {
  const limit = objectOf(value, 'limit');
  return {
    attempts: countOf(limit.attempts, 'limit.attempts'),
    windowMinutes: countOf(limit.windowMinutes, 'limit.windowMinutes'),
    text: stringOf(limit.text, 'limit.text'),
  };
}

function columnOf(value: unknown, index: number): ClassCheckColumn {
  const what = `checks[${index}]`;
  const column = objectOf(value, what);
  return {
    checkId: stringOf(column.checkId, `${what}.checkId`),
    step: countOf(column.step, `${what}.step`),
    stepTitle: stringOf(column.stepTitle, `${what}.stepTitle`),
    machine: stringOf(column.machine, `${what}.machine`),
  };
}

function summaryOf(value: unknown, what: string): ClassCheckCellSummary {
  const cell = objectOf(value, what);
  const base = {
    checkId: stringOf(cell.checkId, `${what}.checkId`),
    attempts: countOf(cell.attempts, `${what}.attempts`),
    lastAt: cell.lastAt === null ? null : stringOf(cell.lastAt, `${what}.lastAt`),
  };
  const status = keyOf({ 'not-checked': true, passed: true, failed: true }, cell.status, `${what}.status`);
  if (status === 'not-checked') return { ...base, status };
  if (status === 'passed') return { ...base, status, firstPassAt: stringOf(cell.firstPassAt, `${what}.firstPassAt`) };
  return { ...base, status, failedInARow: countOf(cell.failedInARow, `${what}.failedInARow`) };
}

function cellOf(value: unknown, what: string): ClassCheckCell {
  const summary = summaryOf(value, what);
  if (summary.status !== 'failed') return summary;
  const cell = value as Fields;
  return {
    ...summary,
    output: stringOf(cell.output, `${what}.output`),
    outputCut: booleanOf(cell.outputCut, `${what}.outputCut`),
  };
}

function rowOf(value: unknown, index: number): ClassCheckRow {
  const what = `students[${index}]`;
  const row = objectOf(value, what);
  return {
    email: stringOf(row.email, `${what}.email`),
    cells: arrayOf(row.cells, `${what}.cells`).map((cell, column) => cellOf(cell, `${what}.cells[${column}]`)),
    raised: booleanOf(row.raised, `${what}.raised`),
  };
}

/** GET /api/training-class/{id}/checks's body as ClassChecks. */
export function parseClassChecks(body: unknown): ClassChecks {
  const grid = objectOf(body, 'the body');
  return {
    version: countOf(grid.version, 'version'),
    checks: arrayOf(grid.checks, 'checks').map(columnOf),
    students: arrayOf(grid.students, 'students').map(rowOf),
    limit: limitOf(grid.limit),
  };
}

/** POST …/checks/{checkId}/everyone's body as CheckEveryoneStarted. */
export function parseCheckEveryoneStarted(body: unknown): CheckEveryoneStarted {
  const started = objectOf(body, 'the body');
  const emails = (value: unknown, what: string) =>
    arrayOf(value, what).map((email, index) => stringOf(email, `${what}[${index}]`));
  return {
    checkId: stringOf(started.checkId, 'checkId'),
    step: countOf(started.step, 'step'),
    started: emails(started.started, 'started'),
    alreadyRunning: emails(started.alreadyRunning, 'alreadyRunning'),
  };
}

/** A `check-verdict` event's data as the verdict it must be, or undefined (dropped: it never reaches a store). */
export function parseClassCheckVerdict(data: string): ClassCheckVerdict | undefined {
  try {
    const verdict = objectOf(JSON.parse(data), 'the event');
    return {
      email: stringOf(verdict.email, 'email'),
      checkId: stringOf(verdict.checkId, 'checkId'),
      step: countOf(verdict.step, 'step'),
      verdict: keyOf(VERDICTS, verdict.verdict, 'verdict'),
      at: stringOf(verdict.at, 'at'),
      cell: summaryOf(verdict.cell, 'cell'),
      raised: booleanOf(verdict.raised, 'raised'),
      by: keyOf(PUSHERS, verdict.by, 'by'),
    };
  } catch {
    return undefined;
  }
}
