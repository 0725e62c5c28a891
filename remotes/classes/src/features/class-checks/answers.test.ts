import { AnswerError } from '@academy/api';
import { describe, expect, it } from '@rstest/core';
import { parseCheckEveryoneStarted, parseClassChecks, parseClassCheckVerdict } from './answers';
import { classChecksBody, verdictEventData } from './testing/class-checks';

describe('the checks’ answers on the monitor', () => {
  it('reads the grid whole, a failed cell with its output, and refuses a wrong field by its name', () => {
    const body = classChecksBody();
    expect(parseClassChecks(body)).toEqual(body);
    const failedWithoutOutput = classChecksBody();
    const [row] = failedWithoutOutput.students;
    if (row) row.cells[1] = { ...row.cells[1], output: undefined } as never;
    expect(() => parseClassChecks(failedWithoutOutput)).toThrow(/students\[0\]\.cells\[1\]\.output/);
    expect(() => parseClassChecks({ ...body, checks: 'none' })).toThrow(AnswerError);
  });

  it('reads what "Check everyone" started, and refuses a list that is not of emails', () => {
    const started = { checkId: '1-1', step: 1, started: ['a@x'], alreadyRunning: [] };
    expect(parseCheckEveryoneStarted(started)).toEqual(started);
    expect(() => parseCheckEveryoneStarted({ ...started, alreadyRunning: [3] })).toThrow(/alreadyRunning\[0\]/);
  });

  it('reads a pushed verdict without an output, and drops one that is not a verdict', () => {
    const cell = { checkId: '1-1', status: 'not-checked' as const, attempts: 0, lastAt: null };
    expect(
      parseClassCheckVerdict(
        verdictEventData({ email: 'a@x', cell, verdict: 'could-not-run', at: '2030-01-07T10:00:00.000Z' }),
      ),
    ).toMatchObject({
      email: 'a@x',
      verdict: 'could-not-run',
      cell,
    });
    expect(
      parseClassCheckVerdict(
        verdictEventData({ email: 'a@x', cell, at: '2030-01-07T10:00:00.000Z', by: 'robot' as never }),
      ),
    ).toBeUndefined();
    expect(parseClassCheckVerdict('{')).toBeUndefined();
  });
});
