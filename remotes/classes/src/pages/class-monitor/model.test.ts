import { CLASS_CHECK_VERDICT_EVENT, HttpError } from '@academy/api';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { fetchTrailFx } from '@/features/class-audit/model';
import { parseClassChecks } from '@/features/class-checks/answers';
import { $grid, fetchClassChecksFx } from '@/features/class-checks/model';
import { classChecksBody, verdictEventData } from '@/features/class-checks/testing/class-checks';
import { fetchMessagesFx } from '@/features/class-messages/model';
import {
  $shownLabs,
  $stuckEmails,
  channelDropped,
  channelOpened,
  classChanged,
  classEventReceived,
  fetchClassFx,
  fetchLabsFx,
  fetchScreenshotsFx,
  filterChanged,
  openChannelFx,
} from '@/features/class-monitor/model';
import {
  $namesByUsername,
  addStudentClicked,
  addStudentFx,
  addStudentSubmitted,
  fetchRosterFx,
  newStudentChanged,
} from '@/features/class-roster/model';
import { fetchUsageFx } from '@/features/class-usage/model';
import { fetchClassManualFx, readClockFx } from '@/features/manual-progress/model';
import { REREAD_DELAY_MS } from '@/shared/model/class-reading';
import { aClassRoster } from '@/shared/testing/roster';
import { aTrainingClass } from '@/shared/testing/training-class';
import { pageClosed, pageOpened } from './model';

afterEach(() => {
  rs.useRealTimers();
});

/** The monitor's calls answered from memory; `overrides` answers some of them (an effect with its handler). */
function monitorScope(overrides: ReadonlyArray<readonly [unknown, unknown]> = []) {
  const handlers = new Map<unknown, unknown>([
    [openChannelFx, () => ({ close: () => undefined, renewToken: () => undefined })],
    [fetchClassFx, async () => null],
    [fetchLabsFx, async () => []],
    [fetchScreenshotsFx, async () => ({})],
    [fetchTrailFx, async () => []],
    [fetchUsageFx, async () => null],
    [fetchMessagesFx, async () => []],
    [fetchClassManualFx, async () => ({ version: 1, stepTitles: ['One'], students: [] })],
    [readClockFx, () => 0],
    [fetchClassChecksFx, async () => parseClassChecks(classChecksBody())],
    ...overrides,
  ]);
  return fork({ handlers: [...handlers] as never });
}

describe('the class monitor page', () => {
  it('reads the trail and usage with the page, again after a lab changed, not when the channel (re)opens', async () => {
    rs.useFakeTimers();
    const reads: string[] = [];
    const reading = (name: string, answer: unknown) => async () => {
      reads.push(name);
      return answer;
    };
    const scope = monitorScope([
      [fetchTrailFx, reading('trail', [])],
      [fetchUsageFx, reading('usage', null)],
    ]);
    await allSettled(pageOpened, { scope, params: 'class-1' });
    expect(reads.sort()).toEqual(['trail', 'usage']);

    await allSettled(channelOpened, { scope });
    await rs.advanceTimersByTimeAsync(REREAD_DELAY_MS);
    expect(reads).toHaveLength(2);

    await allSettled(classChanged, { scope, params: { email: 'a@x', reason: 'power' } });
    await rs.advanceTimersByTimeAsync(REREAD_DELAY_MS);
    expect(reads.sort()).toEqual(['trail', 'trail', 'usage', 'usage']);
    await allSettled(pageClosed, { scope });
  });

  it("reads the students' places in the manual with the page, when the channel (re)opens and when one moved", async () => {
    const reads: string[] = [];
    const scope = monitorScope([
      [
        fetchClassManualFx,
        async (_api: unknown, classId: string) => {
          reads.push(classId);
          return { version: 1, stepTitles: ['One'], students: [] };
        },
      ],
    ]);
    await allSettled(pageOpened, { scope, params: 'class-1' });
    expect(reads).toEqual(['class-1']);
    // A changed machine moves no one in the manual; a message neither.
    await allSettled(classChanged, { scope, params: { email: 'a@x', reason: 'power' } });
    await allSettled(classChanged, { scope, params: { email: 'a@x', reason: 'message' } });
    expect(reads).toHaveLength(1);
    await allSettled(classChanged, { scope, params: { email: 'a@x', reason: 'manual' } });
    expect(reads).toHaveLength(2);
    await allSettled(channelOpened, { scope });
    expect(reads).toEqual(['class-1', 'class-1', 'class-1']);
    await allSettled(pageClosed, { scope });
  });

  it("shows under 'Stuck' the students stuck in the manual, and offers no 'Stuck' for a class without one", async () => {
    const since = (minutes: number) => new Date(Date.UTC(2030, 0, 7, 10) - minutes * 60_000).toISOString();
    const place = (email: string, minutes: number) => ({ email, currentStep: 2, stepSince: since(minutes), done: [1] });
    const labOf = (email: string) => ({ email, vms: [], expectedVmCount: 0, helpRequestedAt: null });
    const withManual = (manual: () => Promise<unknown>) =>
      monitorScope([
        [fetchLabsFx, async () => [labOf('a@x'), labOf('b@x'), labOf('c@x')]],
        [fetchClassManualFx, manual],
        [readClockFx, () => Date.UTC(2030, 0, 7, 10)],
      ]);
    const scope = withManual(async () => ({
      version: 1,
      stepTitles: ['One', 'Two'],
      // Median 10 min on step 2: 25 min is more than twice that.
      students: [place('a@x', 10), place('b@x', 25), place('c@x', 9)],
    }));
    await allSettled(pageOpened, { scope, params: 'class-1' });
    expect([...(scope.getState($stuckEmails) ?? [])]).toEqual(['b@x']);
    await allSettled(filterChanged, { scope, params: 'stuck' });
    expect(scope.getState($shownLabs).map((lab) => lab.email)).toEqual(['b@x']);
    await allSettled(pageClosed, { scope });

    const withoutManual = withManual(async () => {
      throw new HttpError(404, 'Class class-1 has no manual.');
    });
    await allSettled(pageOpened, { scope: withoutManual, params: 'class-1' });
    expect(withoutManual.getState($stuckEmails)).toBeNull();
    await allSettled(pageClosed, { scope: withoutManual });
  });

  it('names the students of a class with a roster; one added reads the labs and the class again', async () => {
    const reads: string[] = [];
    const reading = (name: string, answer: unknown) => async () => {
      reads.push(name);
      return answer;
    };
    const scope = monitorScope([
      [fetchClassFx, reading('class', aTrainingClass({ rosterSize: 2 }))],
      [fetchLabsFx, reading('labs', [])],
      [fetchRosterFx, reading('roster', aClassRoster())],
      [addStudentFx, async () => undefined],
    ]);
    await allSettled(pageOpened, { scope, params: 'class-1' });
    expect(reads.sort()).toEqual(['class', 'labs', 'roster']);
    expect(scope.getState($namesByUsername)['java-101-02@academy.test']).toBe('Bob Chen');

    reads.length = 0;
    await allSettled(addStudentClicked, { scope });
    await allSettled(newStudentChanged, { scope, params: { field: 'name', value: 'Cy Diaz' } });
    await allSettled(newStudentChanged, { scope, params: { field: 'email', value: 'cy@x.org' } });
    await allSettled(addStudentSubmitted, { scope });
    // The class read again is the same class: its roster is not opened (and read) a second time.
    expect(reads.sort()).toEqual(['class', 'labs', 'roster']);

    reads.length = 0;
    await allSettled(channelOpened, { scope });
    expect(reads).toContain('roster');
    await allSettled(pageClosed, { scope });
  });

  it('reads no roster for a class of numbered usernames', async () => {
    const readRoster = rs.fn(async () => aClassRoster());
    const scope = monitorScope([
      [fetchClassFx, async () => aTrainingClass({ rosterSize: 0 })],
      [fetchRosterFx, readRoster],
    ]);
    await allSettled(pageOpened, { scope, params: 'class-1' });
    await allSettled(channelOpened, { scope });
    expect(readRoster).not.toHaveBeenCalled();
    await allSettled(pageClosed, { scope });
  });

  it("changes the checks' grid with a verdict pushed on the class's channel, and reads it again after a reconnection", async () => {
    const reads: string[] = [];
    const scope = monitorScope([
      [
        fetchClassChecksFx,
        async () => {
          reads.push('checks');
          return parseClassChecks(classChecksBody());
        },
      ],
    ]);
    await allSettled(pageOpened, { scope, params: 'class-1' });
    const cell = {
      checkId: '1-1',
      status: 'passed' as const,
      attempts: 1,
      lastAt: '2030-01-07T10:31:00.000Z',
      firstPassAt: '2030-01-07T10:31:00.000Z',
    };
    await allSettled(classEventReceived, {
      scope,
      params: { event: CLASS_CHECK_VERDICT_EVENT, data: verdictEventData({ email: 'b@x', cell }) },
    });
    expect(scope.getState($grid)?.students.find((row) => row.email === 'b@x')?.cells[0]?.status).toBe('passed');
    expect(reads).toEqual(['checks']);
    rs.useFakeTimers();
    // The channel's first opening: the grid was just read with the page.
    await allSettled(channelOpened, { scope });
    await rs.advanceTimersByTimeAsync(REREAD_DELAY_MS);
    expect(reads).toEqual(['checks']);
    await allSettled(channelDropped, { scope, params: { retryInMs: 1000, status: null } });
    await allSettled(channelOpened, { scope });
    await rs.advanceTimersByTimeAsync(REREAD_DELAY_MS);
    expect(reads).toEqual(['checks', 'checks']);
    await allSettled(pageClosed, { scope });
  });
});
