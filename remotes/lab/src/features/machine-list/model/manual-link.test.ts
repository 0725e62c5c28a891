import type { ConsoleTicket } from '@academy/api';
import { $consoleTarget, signedOut } from '@academy/bus';
import { describe, expect, it } from '@rstest/core';
import { allSettled } from 'effector';
import { labLoaded } from '@/shared/model/lab-session';
import { $navigations, labMachine, loginAnswer, machine, trainingClass } from '@/shared/testing/fixtures';
import { labScope } from '../testing/lab-scope';
import { $hasManual, $manualLinkNotice, manualLinkClicked, NO_RUNNING_MACHINE_TEXT } from './index';

const ticket: ConsoleTicket = { vm: 'vm-2', ticket: 'ws://lab.test/console/t2', expiresAt: '2026-01-05T00:01:00Z' };

describe("machine list model: 'Manual'", () => {
  it('is offered when the class reads a manual, as the login answer says, and not after Log Out', async () => {
    const { scope } = labScope([]);
    await allSettled(labLoaded, { scope, params: loginAnswer([]) });
    expect(scope.getState($hasManual)).toBe(false);
    await allSettled(labLoaded, {
      scope,
      params: { ...loginAnswer([]), trainingClass: { ...trainingClass, manualVersion: 2 } },
    });
    expect(scope.getState($hasManual)).toBe(true);
    await allSettled(labLoaded, {
      scope,
      params: { ...loginAnswer([]), trainingClass: { ...trainingClass, manualVersion: null } },
    });
    expect(scope.getState($hasManual)).toBe(false);
    await allSettled(labLoaded, {
      scope,
      params: { ...loginAnswer([]), trainingClass: { ...trainingClass, manualVersion: 1 } },
    });
    await allSettled(signedOut, { scope });
    expect(scope.getState($hasManual)).toBe(false);
  });

  it('opens the console of the first running machine with the manual asked for, through a ticket, on /view', async () => {
    const { scope, calls } = labScope(
      [machine('vm-1', 'POWERED_OFF'), machine('vm-2', 'POWERED_ON'), machine('vm-3', 'POWERED_ON')],
      { ticket: async () => ticket },
    );
    await allSettled(manualLinkClicked, { scope });
    expect(calls).toEqual(['ticket vm-2']);
    expect(scope.getState($consoleTarget)).toEqual({
      vm: 'vm-2',
      name: 'Machine vm-2',
      wmksUrl: ticket.ticket,
      opensManual: true,
    });
    expect(scope.getState($navigations)).toEqual(['/view']);
    expect(scope.getState($manualLinkNotice)).toBe('');
  });

  it('skips a machine whose own action still runs, and says to start one when none runs', async () => {
    const { scope, calls } = labScope([
      machine('vm-1', 'POWERED_ON', { isLoading: true }),
      machine('vm-2', 'SUSPENDED'),
    ]);
    await allSettled(manualLinkClicked, { scope });
    expect(calls).toEqual([]);
    expect(scope.getState($manualLinkNotice)).toBe(NO_RUNNING_MACHINE_TEXT);
    expect(scope.getState($navigations)).toEqual([]);
    // A machine started (the list read again: vm-1's action still runs, vm-2 now runs) clears the notice.
    await allSettled(labLoaded, {
      scope,
      params: loginAnswer([labMachine('vm-1', 'POWERED_ON'), labMachine('vm-2', 'POWERED_ON')]),
    });
    expect(scope.getState($manualLinkNotice)).toBe('');
  });
});
