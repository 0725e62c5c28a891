import { describe, expect, it } from '@rstest/core';
import type { CheckAttemptRecord } from './check-attempt-repository';
import { cellOf, raisedBy, summaryOf } from './check-cells';
import { attemptsOf, checkLimitOf } from './check-limits';
import { keptOutput } from './check-output';

const NOW = new Date('2030-01-07T09:30:00.000Z');
const LIMIT = { attempts: 5, windowMs: 10 * 60_000 };

function attempt(minutesAgo: number, verdict: CheckAttemptRecord['verdict'], by: CheckAttemptRecord['by'] = 'student') {
  return {
    classId: 'c',
    email: 'a@x',
    checkId: '2-1',
    step: 2,
    at: new Date(NOW.getTime() - minutesAgo * 60_000),
    verdict,
    by,
    durationMs: 10,
    output: verdict === 'failed' ? `out ${minutesAgo}` : null,
    outputCut: false,
  } satisfies CheckAttemptRecord;
}

describe("a student's attempts on one check", () => {
  it('says the limit as the button does', () => {
    expect(checkLimitOf(LIMIT).text).toBe('5 checks in 10 minutes');
    expect(checkLimitOf({ attempts: 1, windowMs: 60_000 }).text).toBe('1 check in 1 minute');
  });

  it("counts only the student's own verdicts inside the window, and says when the next is allowed", () => {
    const cases = {
      'none yet': [[], { attemptsUsed: 0, attemptsLeft: 5, nextAttemptAt: null }],
      'one outside the window': [[attempt(11, 'failed')], { attemptsUsed: 0, attemptsLeft: 5, nextAttemptAt: null }],
      'could not run, and the instructor’s: not counted': [
        [attempt(1, 'could-not-run'), attempt(1, 'failed', 'instructor')],
        { attemptsUsed: 0, attemptsLeft: 5, nextAttemptAt: null },
      ],
      'five: allowed again when the oldest leaves': [
        [9, 7, 5, 3, 1].map((minutes) => attempt(minutes, 'failed')),
        { attemptsUsed: 5, attemptsLeft: 0, nextAttemptAt: '2030-01-07T09:31:00.000Z' },
      ],
    } satisfies Record<string, [CheckAttemptRecord[], object]>;
    for (const [name, [attempts, expected]] of Object.entries(cases)) {
      expect({ name, ...attemptsOf(attempts, LIMIT, NOW) }).toMatchObject({ name, ...expected });
    }
  });
});

describe("a student's cell in the grid", () => {
  it('is passed from the first pass, failed with the latest output and its count, else not checked', () => {
    expect(cellOf('2-1', [])).toEqual({ checkId: '2-1', attempts: 0, lastAt: null, status: 'not-checked' });
    const failing = [attempt(9, 'failed'), attempt(8, 'could-not-run'), attempt(7, 'failed'), attempt(6, 'failed')];
    const failed = cellOf('2-1', failing);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, failedInARow: 3, output: 'out 6' });
    expect(raisedBy([summaryOf(failed)])).toBe(true);
    expect(summaryOf(failed)).not.toHaveProperty('output');
    const passed = cellOf('2-1', [...failing, attempt(5, 'passed'), attempt(4, 'failed')]);
    expect(passed).toMatchObject({ status: 'passed', attempts: 5, firstPassAt: '2030-01-07T09:25:00.000Z' });
    expect(raisedBy([passed, cellOf('2-1', failing.slice(0, 2))])).toBe(false);
  });
});

describe('the output kept of a failing attempt', () => {
  it('is its first 4 KB, cut on a character boundary, without NUL characters', () => {
    expect(keptOutput('a\u0000b', false)).toEqual({ output: 'ab', outputCut: false });
    expect(keptOutput('short', true)).toEqual({ output: 'short', outputCut: true });
    const kept = keptOutput(`${'x'.repeat(4095)}é and more`, false);
    expect(kept).toEqual({ output: 'x'.repeat(4095), outputCut: true });
  });
});
