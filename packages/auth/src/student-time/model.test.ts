import { $studentClassEnd, signedOut, studentNoticeReceived } from '@academy/bus';
import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { allSettled, fork } from 'effector';
import {
  $announcement,
  $endWarning,
  $endWarningText,
  $timeLeftText,
  classTimeHidden,
  classTimeShown,
  endWarningDismissed,
} from './model';

const MINUTE = 60_000;
const NOW = Date.parse('2026-03-10T16:00:00.000Z');
/** The labs go 20 minutes from NOW. */
const END = { endsAt: '2026-03-10T16:20:00.000Z', labsEndAt: '2026-03-10T16:20:00.000Z' };

async function shownScope() {
  const scope = fork({ values: [[$studentClassEnd, END]] });
  await allSettled(classTimeShown, { scope });
  return scope;
}

/** Moves the fake clock and lets what its timers fired settle. */
async function pass(ms: number) {
  await rs.advanceTimersByTimeAsync(ms);
}

describe('student time on a fake clock', () => {
  beforeEach(() => {
    rs.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    rs.setSystemTime(NOW);
  });
  afterEach(() => {
    rs.useRealTimers();
  });

  it('counts down minute by minute and warns at 15 and at 5 minutes, telling a screen reader each time', async () => {
    const scope = await shownScope();
    expect(scope.getState($timeLeftText)).toBe('Time left: 20 min');
    expect(scope.getState($endWarning)).toBeNull();
    expect(scope.getState($announcement)).toBe('');

    await pass(4 * MINUTE);
    expect(scope.getState($timeLeftText)).toBe('Time left: 16 min');
    expect(scope.getState($endWarning)).toBeNull();
    await pass(MINUTE);
    expect(scope.getState($timeLeftText)).toBe('Time left: 15 min');
    expect(scope.getState($endWarning)).toBe(15);
    expect(scope.getState($announcement)).toMatch(
      /^Your lab ends in 15 minutes: its machines are powered off and removed at /,
    );

    // Closed, it stays closed while the minutes pass, until the 5-minute warning.
    await allSettled(endWarningDismissed, { scope });
    await pass(9 * MINUTE);
    expect(scope.getState($endWarning)).toBeNull();
    expect(scope.getState($timeLeftText)).toBe('Time left: 6 min');
    await pass(MINUTE);
    expect(scope.getState($endWarning)).toBe(5);
    expect(scope.getState($endWarningText)).toMatch(/^Your lab ends in 5 minutes/);
    expect(scope.getState($announcement)).toMatch(/^Your lab ends in 5 minutes/);

    await pass(5 * MINUTE);
    expect(scope.getState($timeLeftText)).toBe('');
    expect(scope.getState($endWarning)).toBeNull();
  });

  it('closes the warning and counts from the new end when the instructor extends the class', async () => {
    const scope = await shownScope();
    await pass(10 * MINUTE);
    expect(scope.getState($endWarning)).toBe(15);
    const extended = { endsAt: '2026-03-10T16:50:00.000Z', labsEndAt: '2026-03-10T16:50:00.000Z' };
    await allSettled(studentNoticeReceived, { scope, params: { kind: 'class-end', ...extended } });
    expect(scope.getState($timeLeftText)).toBe('Time left: 40 min');
    expect(scope.getState($endWarning)).toBeNull();
    await pass(25 * MINUTE);
    expect(scope.getState($endWarning)).toBe(15);
  });

  it('stops its timer when the last page showing the time closes, and forgets everything on sign-out', async () => {
    const scope = await shownScope();
    await allSettled(classTimeShown, { scope });
    await allSettled(classTimeHidden, { scope });
    await pass(MINUTE);
    expect(scope.getState($timeLeftText)).toBe('Time left: 19 min');
    await allSettled(classTimeHidden, { scope });
    expect(rs.getTimerCount()).toBe(0);
    await allSettled(signedOut, { scope });
    expect(scope.getState($timeLeftText)).toBe('');
  });
});
