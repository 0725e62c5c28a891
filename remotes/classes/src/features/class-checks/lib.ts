import {
  CHECK_FAILURES_RAISING,
  type CheckEveryoneStarted,
  type ClassCheckCell,
  type ClassCheckColumn,
  type ClassCheckRow,
  type ClassChecks,
  type ClassCheckVerdict,
} from '@academy/api';

/** What the checks' grid says, and how a pushed verdict changes it. */

/** From this many students, "Check everyone" asks first: it starts a check in every one of their machines. */
export const CONFIRM_EVERYONE_FROM = 10;

const TIME_FORMAT = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' });

const attemptsText = (attempts: number) => `${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}`;

/** A cell in words: 'Passed at 10:42' (its first pass), 'Failed, 3 attempts', 'Not checked'. */
export function cellText(cell: ClassCheckCell): string {
  if (cell.status === 'passed') return `Passed at ${TIME_FORMAT.format(new Date(cell.firstPassAt))}`;
  if (cell.status === 'failed') return `Failed, ${attemptsText(cell.attempts)}`;
  return 'Not checked';
}

export function columnTitle(column: ClassCheckColumn): string {
  return `Step ${column.step}: ${column.stepTitle}`;
}

export function everyoneButtonText(step: number): string {
  return `Check everyone on step ${step}`;
}

export function confirmEveryoneText(step: number, students: number): string {
  return `Run step ${step}'s check in the machines of all ${students} students? Each verdict fills the grid as it comes.`;
}

const studentsText = (count: number) => `${count} ${count === 1 ? 'student' : 'students'}`;

/** What "Check everyone" started: the started and already-running counts. */
export function everyoneStartedText({ step, started, alreadyRunning }: CheckEveryoneStarted): string {
  const running =
    alreadyRunning.length === 0
      ? ''
      : ` ${studentsText(alreadyRunning.length)} had a check running already: their verdict comes as usual.`;
  return `Step ${step}'s check started for ${studentsText(started.length)}.${running}`;
}

/** Why a raised student's card is raised: the check they failed three times in a row. */
export function raisedText(row: ClassCheckRow, columns: readonly ClassCheckColumn[]): string {
  const index = row.cells.findIndex((cell) => cell.status === 'failed' && cell.failedInARow >= CHECK_FAILURES_RAISING);
  const column = columns[index];
  return column
    ? `Failed step ${column.step}'s check ${CHECK_FAILURES_RAISING} times in a row`
    : `Failed a check ${CHECK_FAILURES_RAISING} times in a row`;
}

/**
 * The grid after a pushed verdict: the student's cell as pushed (a failure's output comes with the next read), their
 * raised state; a student the grid does not have yet gets a row. A check the grid does not have is left to the next read.
 */
export function withVerdict(grid: ClassChecks, verdict: ClassCheckVerdict): ClassChecks {
  const column = grid.checks.findIndex((check) => check.checkId === verdict.checkId);
  if (column < 0) return grid;
  const cell: ClassCheckCell =
    verdict.cell.status === 'failed' ? { ...verdict.cell, output: '', outputCut: false } : verdict.cell;
  const known = grid.students.some((row) => row.email === verdict.email);
  const rows = known
    ? grid.students
    : [
        ...grid.students,
        {
          email: verdict.email,
          raised: false,
          cells: grid.checks.map(
            ({ checkId }): ClassCheckCell => ({ checkId, status: 'not-checked', attempts: 0, lastAt: null }),
          ),
        },
      ];
  return {
    ...grid,
    students: rows.map((row) =>
      row.email === verdict.email
        ? { ...row, raised: verdict.raised, cells: row.cells.map((old, index) => (index === column ? cell : old)) }
        : row,
    ),
  };
}

/** The output dialog's title: whose failing attempt, on which step. */
export function outputTitle(username: string, column: ClassCheckColumn): string {
  return `${username}: step ${column.step}'s check, the latest failure`;
}
