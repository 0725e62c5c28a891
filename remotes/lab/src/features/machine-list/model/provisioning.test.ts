import {
  PROVISIONING_POLL_MIN_MS,
  PROVISIONING_POLL_MS,
  type RevertResponse,
  type StudentLoginResponse,
} from '@academy/api';
import { signedOut } from '@academy/bus';
import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { allSettled } from 'effector';
import { deferred, labMachine, loginAnswer, machine } from '@/shared/testing/fixtures';
import { advance, failWith, labScope, unexpected } from '../testing/lab-scope';
import {
  $expectedVmCount,
  $isLabInProgress,
  $isRevertConfirmOpen,
  $isReverting,
  $isRevertPending,
  $machines,
  $revertStatus,
  listOpened,
  refreshListClicked,
  revertClicked,
  revertConfirmed,
} from './index';

describe('machine list model: revert and provisioning', () => {
  beforeEach(() => {
    rs.useFakeTimers();
  });
  afterEach(() => {
    rs.useRealTimers();
  });

  const booting = (count: number, on: number) =>
    Array.from({ length: count }, (_, index) =>
      labMachine(`vm-${index + 1}`, index < on ? 'POWERED_ON' : 'POWERED_OFF'),
    );
  const logins = (calls: string[]) => calls.filter((call) => call === 'login').length;

  it('confirmed: reverts, replaces the list, then re-fetches every 25 s until every machine is on', async () => {
    const refetches = [loginAnswer(booting(1, 0), 3), loginAnswer(booting(3, 2), 3), loginAnswer(booting(3, 3), 3)];
    const revert = deferred<RevertResponse>();
    const { scope, calls } = labScope([machine('vm-1', 'POWERED_ON')], {
      revert: () => revert.promise,
      login: async () => refetches.shift() ?? unexpected('a fourth re-fetch'),
    });
    await allSettled(revertClicked, { scope });
    const reverting = allSettled(revertConfirmed, { scope });
    expect(scope.getState($isRevertConfirmOpen)).toBe(false);
    expect(scope.getState($isRevertPending)).toBe(true);
    expect(scope.getState($revertStatus)).toBe('loading');
    revert.resolve({ vms: [], expectedVmCount: 3 });
    await reverting;
    expect(calls).toEqual(['revert']);
    for (const poll of [1, 2, 3]) {
      await advance(scope, PROVISIONING_POLL_MS - 1);
      expect(logins(calls)).toBe(poll - 1);
      await advance(scope, 1);
      expect(logins(calls)).toBe(poll);
    }
    expect(calls).toEqual(['revert', 'login', 'login', 'login']);
    expect(rs.getTimerCount()).toBe(0);
    expect(scope.getState($isRevertPending)).toBe(false);
    expect(scope.getState($revertStatus)).toBe('succeeded');
    expect(scope.getState($isReverting)).toBe(false);
    expect(scope.getState($machines)).toHaveLength(3);
  });

  it('holds the revert answer and the reverting state while waiting for the next poll', async () => {
    const { scope, calls } = labScope([machine('vm-1', 'POWERED_ON')], {
      revert: async () => ({ vms: booting(1, 0), expectedVmCount: 3 }),
    });
    await allSettled(revertConfirmed, { scope });
    await advance(scope, PROVISIONING_POLL_MS - 1);
    expect(scope.getState($machines)).toEqual([machine('vm-1', 'POWERED_OFF')]);
    expect(scope.getState($expectedVmCount)).toBe(3);
    expect(scope.getState($isReverting)).toBe(true);
    // Log Out while waiting: the poll then fetches nothing.
    await allSettled(signedOut, { scope });
    await advance(scope, 1);
    expect(calls).toEqual(['revert']);
    expect(scope.getState($isReverting)).toBe(false);
  });

  it('clears at once when the revert answers a lab already complete', async () => {
    const { scope, calls } = labScope([], { revert: async () => ({ vms: booting(2, 2), expectedVmCount: 2 }) });
    await allSettled(revertConfirmed, { scope });
    expect(calls).toEqual(['revert']);
    expect(scope.getState($isReverting)).toBe(false);
    expect(rs.getTimerCount()).toBe(0);
  });

  it('a lab that answers fewer machines than expected is provisioning: it is polled until complete', async () => {
    const refetches = [loginAnswer(booting(3, 3), 3)];
    const { scope, calls } = labScope(
      [],
      {
        login: async () => refetches.shift() ?? loginAnswer(booting(2, 1), 3),
      },
      { isLabLoaded: false },
    );
    refetches.unshift(loginAnswer(booting(2, 1), 3));
    await allSettled(listOpened, { scope });
    expect(calls).toEqual(['login']);
    expect(scope.getState($isReverting)).toBe(true);
    await advance(scope, PROVISIONING_POLL_MS);
    expect(calls).toEqual(['login', 'login']);
    expect(scope.getState($isReverting)).toBe(false);
    expect(rs.getTimerCount()).toBe(0);
  });

  it('a complete lab with machines the student turned off is not polled at all', async () => {
    const { scope, calls } = labScope([], { login: async () => loginAnswer(booting(3, 1), 3) }, { isLabLoaded: false });
    await allSettled(listOpened, { scope });
    expect(calls).toEqual(['login']);
    expect(scope.getState($isReverting)).toBe(false);
    expect(rs.getTimerCount()).toBe(0);
  });

  it('a Refresh List while waiting does not put the next poll off', async () => {
    const { scope, calls } = labScope([], { login: async () => loginAnswer(booting(2, 1), 3) }, { isLabLoaded: false });
    await allSettled(listOpened, { scope });
    await advance(scope, 10_000);
    await allSettled(refreshListClicked, { scope });
    expect(calls).toEqual(['login', 'login']);
    await advance(scope, PROVISIONING_POLL_MS - 10_000);
    expect(calls).toEqual(['login', 'login', 'login']);
  });

  it('a failed re-fetch while reverting waits and tries again', async () => {
    const answers: Array<() => Promise<StudentLoginResponse>> = [
      failWith(503),
      async () => loginAnswer(booting(2, 2), 2),
    ];
    const { scope, calls } = labScope([], {
      revert: async () => ({ vms: [], expectedVmCount: 2 }),
      login: () => (answers.shift() ?? (() => unexpected('login')))(),
    });
    await allSettled(revertConfirmed, { scope });
    expect(calls).toEqual(['revert']);
    await advance(scope, PROVISIONING_POLL_MS);
    expect(calls).toEqual(['revert', 'login']);
    expect(scope.getState($isReverting)).toBe(true);
    await advance(scope, PROVISIONING_POLL_MS);
    expect(calls).toEqual(['revert', 'login', 'login']);
    expect(scope.getState($isReverting)).toBe(false);
  });

  it('re-fetches when the server says the next machine is due, never within 2 s nor after 25 s', async () => {
    const refetches = [
      { ...loginAnswer(booting(1, 0), 3), nextMachineDueInMs: 500 },
      { ...loginAnswer(booting(2, 1), 3), nextMachineDueInMs: 90_000 },
      { ...loginAnswer(booting(3, 3), 3), nextMachineDueInMs: null },
    ];
    const { scope, calls } = labScope([machine('vm-1', 'POWERED_ON')], {
      revert: async () => ({ vms: [], expectedVmCount: 3, nextMachineDueInMs: 5_000 }),
      login: async () => refetches.shift() ?? unexpected('a fourth re-fetch'),
    });
    await allSettled(revertConfirmed, { scope });
    expect(scope.getState($isLabInProgress)).toBe(true);
    for (const wait of [5_000, PROVISIONING_POLL_MIN_MS, PROVISIONING_POLL_MS]) {
      const before = logins(calls);
      await advance(scope, wait - 1);
      expect(logins(calls)).toBe(before);
      await advance(scope, 1);
      expect(logins(calls)).toBe(before + 1);
    }
    expect(scope.getState($isReverting)).toBe(false);
    expect(scope.getState($isLabInProgress)).toBe(false);
    expect(rs.getTimerCount()).toBe(0);
  });

  it('a later answer with a machine due sooner brings the poll forward, one due later never puts it off', async () => {
    const provisioning = (nextMachineDueInMs: number | null) => ({
      ...loginAnswer(booting(2, 1), 3),
      nextMachineDueInMs,
    });
    const answers = [provisioning(null), provisioning(3_000), provisioning(20_000), provisioning(24_000)];
    const { scope, calls } = labScope(
      [],
      { login: async () => answers.shift() ?? provisioning(null) },
      { isLabLoaded: false },
    );
    await allSettled(listOpened, { scope });
    await advance(scope, 5_000);
    // Refresh List: the next machine is due in 3 s, sooner than the 25 s poll.
    await allSettled(refreshListClicked, { scope });
    expect(logins(calls)).toBe(2);
    await advance(scope, 2_999);
    expect(logins(calls)).toBe(2);
    await advance(scope, 1);
    expect(logins(calls)).toBe(3);
    // That poll waits 20 s; a Refresh List 2 s later saying 24 s does not put it off.
    await advance(scope, 2_000);
    await allSettled(refreshListClicked, { scope });
    expect(logins(calls)).toBe(4);
    await advance(scope, 18_000);
    expect(logins(calls)).toBe(5);
    expect(rs.getTimerCount()).toBe(1);
  });
});
