import { HttpError } from '@academy/api';
import { describe, expect, it } from '@rstest/core';
import { allSettled, scopeBind } from 'effector';
import { answerBody, checkStateBody, checksScope } from '../testing/checks-scope';
import { studentManual } from '../testing/manual-scope';
import {
  $checkLimits,
  $checkOutcomes,
  $checksLoadFailed,
  $manual,
  $progress,
  $runningCheck,
  checkClicked,
  checksRetryClicked,
  manualOpened,
} from '.';

/** A promise the test settles when it chooses: a check that runs until then. */
function held<T>() {
  let settle: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

describe('"Check my work"', () => {
  it('loads every check’s limit with a manual that has checks, and reads nothing for one without', async () => {
    const { scope, checkReads } = checksScope({
      checks: async () => ({
        limit: answerBody().limit,
        running: null,
        checks: [
          checkStateBody('1-1', { attemptsUsed: 1, attemptsLeft: 4 }),
          checkStateBody('1-2', { attemptsUsed: 5, attemptsLeft: 0, nextAttemptAt: '2030-01-01T09:15:00.000Z' }),
        ],
      }),
    });
    await allSettled(manualOpened, { scope });
    expect(scope.getState($checkLimits)['1-1']).toBe('5 checks in 10 minutes: 4 left');
    expect(scope.getState($checkLimits)['1-2']).toMatch(/^5 checks in 10 minutes: none left until \d{1,2}[:.]15/);
    expect(checkReads()).toBe(1);

    const plain = checksScope({ manual: studentManual });
    await allSettled(manualOpened, { scope: plain.scope });
    expect(plain.scope.getState($manual)?.stepCount).toBe(3);
    expect(plain.checkReads()).toBe(0);
  });

  it('shows after a reload what passed, and the step stays done', async () => {
    const { scope } = checksScope({
      checks: async () => ({
        limit: answerBody().limit,
        running: null,
        checks: [
          checkStateBody('1-1', { passed: true, lastVerdict: 'failed', attemptsUsed: 2, attemptsLeft: 3 }),
          checkStateBody('1-2', { lastVerdict: 'could-not-run' }),
        ],
      }),
    });
    await allSettled(manualOpened, { scope });
    expect(scope.getState($checkOutcomes)).toEqual({
      '1-1': { text: 'Passed: the step is marked done.', tone: 'passed' },
      '1-2': { text: 'Your last check could not run.', tone: 'failed' },
    });
  });

  it('says each verdict in words: failed with the hint, could not run with the reason, passed marking the step done', async () => {
    const answers = [
      answerBody(),
      answerBody({ hint: '' }),
      answerBody({ verdict: 'could-not-run', reason: 'VMware Tools is not running on DC01.', hint: undefined }),
      answerBody({ verdict: 'passed', attemptsUsed: 4, attemptsLeft: 1 }),
    ];
    const { scope } = checksScope({ run: async () => answers.shift() });
    await allSettled(manualOpened, { scope });
    const said: string[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await allSettled(checkClicked, { scope, params: '1-1' });
      said.push(scope.getState($checkOutcomes)['1-1']?.text ?? '');
    }
    expect(said).toEqual([
      'Failed. Start the DNS Server service first.',
      'Failed.',
      'Could not run: VMware Tools is not running on DC01.',
      'Passed: the step is marked done.',
    ]);
    expect(scope.getState($progress)?.done).toEqual([1]);
    expect(scope.getState($checkLimits)['1-1']).toBe('5 checks in 10 minutes: 1 left');
  });

  it('shows after a reload the check the server says runs as checking, reads again while it runs, and says its verdict once it ended', async () => {
    const limit = answerBody().limit;
    const reads = [
      { limit, running: '1-2', checks: [checkStateBody('1-1'), checkStateBody('1-2')] },
      { limit, running: '1-2', checks: [checkStateBody('1-1'), checkStateBody('1-2')] },
      {
        limit,
        running: null,
        checks: [
          checkStateBody('1-1'),
          checkStateBody('1-2', { lastVerdict: 'failed', attemptsUsed: 1, attemptsLeft: 4 }),
        ],
      },
    ];
    const whileRunning: Array<{ running: string | null; waitedMs: number }> = [];
    const { scope, runs, checkReads } = checksScope({
      checks: async () => reads.shift(),
      pollWait: async (waitedMs) => {
        whileRunning.push({ running: scope.getState($runningCheck), waitedMs });
        // A click while the server's check runs starts nothing.
        scopeBind(checkClicked, { scope })('1-1');
      },
    });
    await allSettled(manualOpened, { scope });
    expect(whileRunning).toEqual([
      { running: '1-2', waitedMs: 3000 },
      { running: '1-2', waitedMs: 3000 },
    ]);
    expect(runs).toEqual([]);
    expect(checkReads()).toBe(3);
    expect(scope.getState($runningCheck)).toBeNull();
    expect(scope.getState($checkOutcomes)['1-2']).toEqual({ text: 'Your last check failed.', tone: 'failed' });
    expect(scope.getState($checkLimits)['1-2']).toBe('5 checks in 10 minutes: 4 left');
  });

  it('runs one check at a time: a click while one runs starts nothing', async () => {
    const answer = held<unknown>();
    const { scope, runs } = checksScope({ run: () => answer.promise });
    await allSettled(manualOpened, { scope });
    const first = allSettled(checkClicked, { scope, params: '1-1' });
    await Promise.resolve();
    expect(scope.getState($runningCheck)).toBe('1-1');
    // Clicked while it runs (allSettled would wait for the running check too).
    const click = scopeBind(checkClicked, { scope });
    click('1-2');
    click('1-1');
    expect(runs).toEqual(['1-1']);
    answer.settle(answerBody());
    await first;
    expect(scope.getState($runningCheck)).toBeNull();
    await allSettled(checkClicked, { scope, params: '1-2' });
    expect(runs).toEqual(['1-1', '1-2']);
  });

  it('says a refusal past the limit (429), while another check runs (409) and of a check the manual lacks (404) in the server’s words', async () => {
    const refusals = [
      new HttpError(429, 'You have used your 5 checks in 10 minutes: the next is allowed at 09:15.'),
      new HttpError(409, 'Another of your checks is running: wait for its verdict.'),
      new HttpError(404, 'The manual has no check 1-2.'),
    ];
    const { scope } = checksScope({
      run: async () => {
        throw refusals.shift();
      },
    });
    await allSettled(manualOpened, { scope });
    await allSettled(checkClicked, { scope, params: '1-1' });
    expect(scope.getState($checkOutcomes)['1-1']).toEqual({
      text: 'You have used your 5 checks in 10 minutes: the next is allowed at 09:15.',
      tone: 'error',
    });
    await allSettled(checkClicked, { scope, params: '1-2' });
    expect(scope.getState($checkOutcomes)['1-2']?.text).toBe(
      'Another of your checks is running: wait for its verdict.',
    );
    expect(scope.getState($runningCheck)).toBeNull();
    // A manual changed since the page read it.
    await allSettled(checkClicked, { scope, params: '1-2' });
    expect(scope.getState($checkOutcomes)['1-2']?.text).toBe('The manual has no check 1-2.');
  });

  it('keeps a server error or an answer that is no verdict visible, and the button works again', async () => {
    const answers: Array<() => unknown> = [
      () => {
        throw new HttpError(500, 'boom');
      },
      () => ({ verdict: 'maybe' }),
      () => answerBody({ verdict: 'passed' }),
    ];
    const { scope } = checksScope({ run: async () => answers.shift()?.() });
    await allSettled(manualOpened, { scope });
    await allSettled(checkClicked, { scope, params: '1-1' });
    expect(scope.getState($checkOutcomes)['1-1']?.text).toBe('The check got no verdict: Server error. Try again.');
    await allSettled(checkClicked, { scope, params: '1-1' });
    expect(scope.getState($checkOutcomes)['1-1']?.text).toBe('The check got no verdict: Server error. Try again.');
    expect(scope.getState($progress)?.done).toEqual([]);
    await allSettled(checkClicked, { scope, params: '1-1' });
    expect(scope.getState($checkOutcomes)['1-1']?.text).toBe('Passed: the step is marked done.');
  });

  it('keeps the manual when the checks cannot be loaded, and loads them again on Try again', async () => {
    let fails = true;
    const { scope } = checksScope({
      checks: async () => {
        if (fails) throw new HttpError(503, 'Down');
        return { limit: answerBody().limit, running: null, checks: [checkStateBody('1-1')] };
      },
    });
    await allSettled(manualOpened, { scope });
    expect(scope.getState($manual)).not.toBeNull();
    expect(scope.getState($checksLoadFailed)).toBe(true);
    fails = false;
    await allSettled(checksRetryClicked, { scope });
    expect(scope.getState($checksLoadFailed)).toBe(false);
    expect(scope.getState($checkLimits)['1-1']).toBe('5 checks in 10 minutes: 5 left');
  });
});
