import { CLASS_CHECK_VERDICT_EVENT, HttpError } from '@academy/api';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { REREAD_DELAY_MS } from '@/shared/model/class-reading';
import { failingWith } from '@/shared/testing/failing-with';
import { parseCheckEveryoneStarted, parseClassChecks } from './answers';
import { cellText } from './lib';
import {
  $confirming,
  $csvError,
  $everyoneNotice,
  $grid,
  $hasChecks,
  $raisedEmails,
  $readError,
  $shownOutput,
  channelEventReceived,
  checksOpened,
  csvDownloadClicked,
  downloadCsvFx,
  everyoneCancelled,
  everyoneClicked,
  everyoneConfirmed,
  fetchClassChecksFx,
  outputOpened,
  startEveryoneFx,
} from './model';
import { classChecksBody, verdictEventData } from './testing/class-checks';

afterEach(() => {
  rs.useRealTimers();
});

/** The grid's calls answered from memory, through the parsers as the network's answers go. */
function checksScope({
  grid = async () => classChecksBody(),
  everyone = async (checkId: string) => ({ checkId, step: 1, started: ['a@x', 'b@x'], alreadyRunning: [] }),
}: {
  grid?: () => Promise<unknown>;
  everyone?: (checkId: string) => Promise<unknown>;
} = {}) {
  const reads: string[] = [];
  const started: string[] = [];
  const scope = fork({
    handlers: [
      [
        fetchClassChecksFx,
        async (_api: unknown, classId: string) => {
          reads.push(classId);
          return parseClassChecks(await grid());
        },
      ],
      [
        startEveryoneFx,
        async (_api: unknown, { checkId }: { checkId: string }) => {
          started.push(checkId);
          return parseCheckEveryoneStarted(await everyone(checkId));
        },
      ],
    ],
  });
  return { scope, reads, started };
}

const cellsOf = (scope: ReturnType<typeof checksScope>['scope'], email: string) =>
  scope
    .getState($grid)
    ?.students.find((row) => row.email === email)
    ?.cells.map(cellText);

describe('the checks’ grid on the monitor', () => {
  it('reads the grid with the monitor: passed with its first pass, failed with its attempts, not checked', async () => {
    const { scope } = checksScope();
    await allSettled(checksOpened, { scope, params: 'class-1' });
    expect(scope.getState($hasChecks)).toBe(true);
    expect(cellsOf(scope, 'a@x')).toEqual([expect.stringMatching(/^Passed at \d\d:\d\d$/), 'Failed, 2 attempts']);
    expect(cellsOf(scope, 'b@x')).toEqual(['Not checked', 'Not checked']);
  });

  it('merges a pushed verdict into the grid at once, raises the student, and drops an event that is not one', async () => {
    rs.useFakeTimers();
    const { scope, reads } = checksScope();
    await allSettled(checksOpened, { scope, params: 'class-1' });
    const failed = {
      checkId: '2-1',
      status: 'failed' as const,
      attempts: 3,
      lastAt: '2030-01-07T10:30:00.000Z',
      failedInARow: 3,
    };
    await allSettled(channelEventReceived, {
      scope,
      params: {
        event: CLASS_CHECK_VERDICT_EVENT,
        data: verdictEventData({ email: 'a@x', cell: failed, raised: true }),
      },
    });
    expect(cellsOf(scope, 'a@x')?.[1]).toBe('Failed, 3 attempts');
    expect([...scope.getState($raisedEmails)]).toEqual(['a@x']);

    const passed = { checkId: '1-1', status: 'passed' as const, attempts: 1, lastAt: '2030-01-07T10:31:00.000Z' };
    await allSettled(channelEventReceived, {
      scope,
      params: {
        event: CLASS_CHECK_VERDICT_EVENT,
        data: verdictEventData({ email: 'c@x', cell: { ...passed, firstPassAt: '2030-01-07T10:31:00.000Z' } }),
      },
    });
    // A student the grid did not have yet gets a row.
    expect(cellsOf(scope, 'c@x')).toEqual([expect.stringMatching(/^Passed at/), 'Not checked']);

    const before = scope.getState($grid);
    for (const data of [
      'not json',
      '{"email":"b@x"}',
      verdictEventData({ email: 'b@x', cell: { ...failed, status: 'maybe' } as never }),
    ]) {
      await allSettled(channelEventReceived, { scope, params: { event: CLASS_CHECK_VERDICT_EVENT, data } });
    }
    await allSettled(channelEventReceived, {
      scope,
      params: { event: 'something-else', data: verdictEventData({ email: 'b@x', cell: failed }) },
    });
    expect(scope.getState($grid)).toBe(before);

    // The failure's output is not pushed: the grid is read again for it, once, a moment after.
    expect(reads).toEqual(['class-1']);
    await rs.advanceTimersByTimeAsync(REREAD_DELAY_MS);
    expect(reads).toEqual(['class-1', 'class-1']);
  });

  it('shows a failed cell’s output for the instructor, as the grid has it', async () => {
    const { scope } = checksScope();
    await allSettled(checksOpened, { scope, params: 'class-1' });
    await allSettled(outputOpened, { scope, params: { email: 'a@x', checkId: '2-1' } });
    expect(scope.getState($shownOutput)).toMatchObject({
      email: 'a@x',
      check: { step: 2, machine: 'DC01' },
      output: 'zone example.test not found',
      outputCut: false,
    });
    await allSettled(outputOpened, { scope, params: { email: 'b@x', checkId: '2-1' } });
    expect(scope.getState($shownOutput)).toBeNull();
  });

  it('starts "Check everyone" at once in a small class and says the started and already-running counts', async () => {
    const { scope, started } = checksScope({
      everyone: async (checkId) => ({ checkId, step: 2, started: ['a@x'], alreadyRunning: ['b@x'] }),
    });
    await allSettled(checksOpened, { scope, params: 'class-1' });
    await allSettled(everyoneClicked, { scope, params: '2-1' });
    expect(started).toEqual(['2-1']);
    expect(scope.getState($everyoneNotice)).toBe(
      "Step 2's check started for 1 student. 1 student had a check running already: their verdict comes as usual.",
    );
  });

  it('asks first in a class of 10 or more, and starts nothing when cancelled', async () => {
    const students = Array.from({ length: 12 }, (_, index) => `s${index}`);
    const { scope, started } = checksScope({
      grid: async () => classChecksBody(students),
      everyone: async (checkId) => ({
        checkId,
        step: 1,
        started: students.map((name) => `${name}@x`),
        alreadyRunning: [],
      }),
    });
    await allSettled(checksOpened, { scope, params: 'class-1' });
    await allSettled(everyoneClicked, { scope, params: '1-1' });
    expect(scope.getState($confirming)).toBe('1-1');
    expect(started).toEqual([]);
    await allSettled(everyoneCancelled, { scope });
    expect(scope.getState($confirming)).toBeNull();
    expect(started).toEqual([]);
    await allSettled(everyoneClicked, { scope, params: '1-1' });
    await allSettled(everyoneConfirmed, { scope });
    expect(started).toEqual(['1-1']);
    expect(scope.getState($everyoneNotice)).toBe("Step 1's check started for 12 students.");
  });

  it('keeps the grid and says a failed read, a failed "Check everyone" and a failed CSV; a class without a manual shows nothing', async () => {
    let fails = false;
    const { scope } = checksScope({
      grid: async () => {
        if (fails) throw new HttpError(500, 'boom');
        return classChecksBody();
      },
      everyone: failingWith(409),
    });
    await allSettled(checksOpened, { scope, params: 'class-1' });
    fails = true;
    await allSettled(fetchClassChecksFx, { scope, params: 'class-1' });
    expect(scope.getState($readError)).toBe('Server error.');
    expect(cellsOf(scope, 'b@x')).toEqual(['Not checked', 'Not checked']);
    await allSettled(everyoneClicked, { scope, params: '1-1' });
    expect(scope.getState($everyoneNotice)).toBe('Check everyone did not start: Client error.');

    const downloads = fork({
      handlers: [
        [downloadCsvFx, failingWith(503)],
        [fetchClassChecksFx, async () => parseClassChecks(classChecksBody())],
      ],
    });
    await allSettled(checksOpened, { scope: downloads, params: 'class-1' });
    await allSettled(csvDownloadClicked, { scope: downloads });
    expect(downloads.getState($csvError)).toBe('Server error.');

    const noManual = checksScope({ grid: failingWith(404) });
    await allSettled(checksOpened, { scope: noManual.scope, params: 'class-1' });
    expect(noManual.scope.getState($hasChecks)).toBe(false);
    expect(noManual.scope.getState($readError)).toBeNull();
  });
});
