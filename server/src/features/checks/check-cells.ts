import {
  CHECK_FAILURES_RAISING,
  type CheckVerdict,
  type ClassCheckCell,
  type ClassCheckCellSummary,
} from '@academy/api';
import type { CheckAttemptRecord } from './check-attempt-repository';

/**
 * One student's cell for one check (`attempts`: theirs on it, oldest first): passed once any attempt passed; failed
 * with the latest failing output otherwise; runs that could not run are not attempts.
 */
export function cellOf(checkId: string, attempts: readonly CheckAttemptRecord[]): ClassCheckCell {
  const runs = attempts.filter((attempt) => isAttempt(attempt.verdict));
  const base = { checkId, attempts: runs.length, lastAt: runs.at(-1)?.at.toISOString() ?? null };
  const firstPass = runs.find((attempt) => attempt.verdict === 'passed');
  if (firstPass) return { ...base, status: 'passed', firstPassAt: firstPass.at.toISOString() };
  const lastFailed = runs.at(-1);
  if (!lastFailed) return { ...base, status: 'not-checked' };
  return {
    ...base,
    status: 'failed',
    failedInARow: runs.length,
    output: lastFailed.output ?? '',
    outputCut: lastFailed.outputCut,
  };
}

/** The cell as the push channel tells it: without the output. */
export function summaryOf(cell: ClassCheckCell): ClassCheckCellSummary {
  if (cell.status !== 'failed') return cell;
  const { output: _output, outputCut: _outputCut, ...summary } = cell;
  return summary;
}

/** Whether a student's card is raised for checks: three failed attempts (and no pass) on one check. */
export function raisedBy(cells: readonly ClassCheckCellSummary[]): boolean {
  return cells.some((cell) => cell.status === 'failed' && cell.failedInARow >= CHECK_FAILURES_RAISING);
}

/** The verdicts that are attempts (passed or failed), as the grid and the CSV count them. */
export function isAttempt(verdict: CheckVerdict): boolean {
  return verdict !== 'could-not-run';
}
