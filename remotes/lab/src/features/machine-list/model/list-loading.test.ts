import { PROVISIONING_POLL_MS, type StudentLoginResponse } from '@academy/api';
import { $hasStudentSession } from '@academy/auth';
import { signedOut } from '@academy/bus';
import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { $isLabLoaded, $labName, labLoaded, logInRequestFx } from '@/shared/model/lab-session';
import { deferred, labMachine, loginAnswer, machine, studentBasic, trainingClass } from '@/shared/testing/fixtures';
import { advance, failWith, labScope } from '../testing/lab-scope';
import {
  $expectedVmCount,
  $isReverting,
  $listError,
  $listStatus,
  $machines,
  listOpened,
  refreshListClicked,
} from './index';

describe('machine list model: loading the list', () => {
  const complete = loginAnswer([labMachine('vm-1', 'POWERED_ON'), labMachine('vm-2', 'POWERED_OFF')], 2);

  it('a page opened with a stored session but no list runs the login call again with the stored credential', async () => {
    const { scope, calls, credentials } = labScope([], { login: async () => complete }, { isLabLoaded: false });
    await allSettled(listOpened, { scope });
    expect(calls).toEqual(['login']);
    expect(credentials).toEqual([studentBasic]);
    expect(scope.getState($labName)).toBe(trainingClass.name);
    expect(scope.getState($machines).map((item) => item.vm)).toEqual(['vm-1', 'vm-2']);
    expect(scope.getState($listStatus)).toBe('succeeded');
  });

  it("the lab of the student's sign-in fills the list, every machine idle, with the expected count", async () => {
    const scope = fork();
    await allSettled(labLoaded, { scope, params: complete });
    expect(scope.getState($machines).map((item) => [item.vm, item.power_state, item.isLoading])).toEqual([
      ['vm-1', 'POWERED_ON', false],
      ['vm-2', 'POWERED_OFF', false],
    ]);
    expect(scope.getState($expectedVmCount)).toBe(2);
  });

  it('a page opened with the list already held loads nothing', async () => {
    const { scope, calls } = labScope([machine('vm-1', 'POWERED_ON')], { login: async () => complete });
    await allSettled(listOpened, { scope });
    expect(calls).toEqual([]);
  });

  it('a page opened without a session loads nothing', async () => {
    const calls: string[] = [];
    const scope = fork({
      handlers: [
        [
          logInRequestFx,
          async () => {
            calls.push('login');
            return complete;
          },
        ],
      ],
    });
    expect(scope.getState($hasStudentSession)).toBe(false);
    await allSettled(listOpened, { scope });
    expect(calls).toEqual([]);
  });

  it('Refresh List re-fetches the list', async () => {
    const { scope, calls } = labScope([machine('vm-1', 'SUSPEND', { message: 'x' })], { login: async () => complete });
    await allSettled(refreshListClicked, { scope });
    expect(calls).toEqual(['login']);
    expect(scope.getState($machines)).toEqual([machine('vm-1', 'POWERED_ON'), machine('vm-2', 'POWERED_OFF')]);
  });

  it.each([
    [500, 'Server error.'],
    [401, 'You have entered an invalid email or passphrase.'],
  ])('a re-fetch answered %i stores "%s" and keeps the list', async (status, text) => {
    const { scope } = labScope([machine('vm-1', 'POWERED_ON')], { login: failWith(status) });
    await allSettled(refreshListClicked, { scope });
    expect(scope.getState($listStatus)).toBe('failed');
    expect(scope.getState($listError)).toBe(text);
    expect(scope.getState($machines)).toEqual([machine('vm-1', 'POWERED_ON')]);
  });

  it('an answer that arrives after Log Out is dropped', async () => {
    const answer = deferred<StudentLoginResponse>();
    const { scope } = labScope([], { login: () => answer.promise }, { isLabLoaded: false });
    const opening = allSettled(listOpened, { scope });
    // allSettled also waits for the call under way, so Log Out is not awaited before the answer.
    const loggingOut = allSettled(signedOut, { scope });
    answer.resolve(complete);
    await Promise.all([opening, loggingOut]);
    expect(scope.getState($machines)).toEqual([]);
    expect(scope.getState($labName)).toBe('');
  });
});

describe('machine list model: Log Out', () => {
  beforeEach(() => {
    rs.useFakeTimers();
  });
  afterEach(() => {
    rs.useRealTimers();
  });

  it('Log Out drops the lab: list, expected total, reverting state, ticket, name', async () => {
    const { scope, calls } = labScope(
      [],
      {
        login: async () => loginAnswer([labMachine('vm-1', 'POWERED_ON')], 2),
      },
      { isLabLoaded: false },
    );
    await allSettled(listOpened, { scope });
    expect(scope.getState($isReverting)).toBe(true);
    await allSettled(signedOut, { scope });
    // The poll that was waiting ends with the session.
    expect(rs.getTimerCount()).toBe(0);
    await advance(scope, PROVISIONING_POLL_MS);
    expect(calls).toEqual(['login']);
    expect(scope.getState($machines)).toEqual([]);
    expect(scope.getState($expectedVmCount)).toBe(0);
    expect(scope.getState($isReverting)).toBe(false);
    expect(scope.getState($labName)).toBe('');
    expect(scope.getState($isLabLoaded)).toBe(false);
    expect(scope.getState($hasStudentSession)).toBe(false);
  });
});
