import {
  answerReader,
  CHECK_VERDICTS,
  type CheckEveryoneStarted,
  type ClassCheckCell,
  type ClassCheckCellSummary,
  type ClassCheckColumn,
  type ClassCheckRow,
  type ClassChecks,
  type ClassCheckVerdict,
  checkLimitOf,
} from '@academy/api';

/**
 * The checks' answers and pushed verdicts read field by field into the contract's types (fields they do not know are
 * left out). A read that is not one throws an AnswerError (the section says the grid could not be read and keeps
 * what it showed); a pushed event that is not one is dropped.
 */
const read = answerReader("checks'");
const { objectOf, arrayOf, stringOf, nullableStringOf, booleanOf, countOf, keyOf } = read;

const PUSHERS = { student: true, instructor: true } satisfies Record<ClassCheckVerdict['by'], true>;
const CELL_STATUSES = { 'not-checked': true, passed: true, failed: true } satisfies Record<
  ClassCheckCell['status'],
  true
>;

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
    lastAt: nullableStringOf(cell.lastAt, `${what}.lastAt`),
  };
  const status = keyOf(CELL_STATUSES, cell.status, `${what}.status`);
  if (status === 'not-checked') return { ...base, status };
  if (status === 'passed') return { ...base, status, firstPassAt: stringOf(cell.firstPassAt, `${what}.firstPassAt`) };
  return { ...base, status, failedInARow: countOf(cell.failedInARow, `${what}.failedInARow`) };
}

function cellOf(value: unknown, what: string): ClassCheckCell {
  const summary = summaryOf(value, what);
  if (summary.status !== 'failed') return summary;
  const cell = objectOf(value, what);
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
    limit: checkLimitOf(read, grid.limit, 'limit'),
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
      verdict: keyOf(CHECK_VERDICTS, verdict.verdict, 'verdict'),
      at: stringOf(verdict.at, 'at'),
      cell: summaryOf(verdict.cell, 'cell'),
      raised: booleanOf(verdict.raised, 'raised'),
      by: keyOf(PUSHERS, verdict.by, 'by'),
    };
  } catch {
    return undefined;
  }
}
