import { describe, expect, it } from '@rstest/core';
import { allSettled } from 'effector';
import { machine } from '@/shared/testing/fixtures';
import { failWith, labScope } from '../testing/lab-scope';
import {
  $isLabInProgress,
  $isRevertConfirmOpen,
  $isReverting,
  $labProgress,
  $machines,
  $revertError,
  $revertStatus,
  revertCancelled,
  revertClicked,
  revertConfirmed,
} from './index';

describe('machine list model: revert', () => {
  it('asks for confirmation first; Cancel sends nothing', async () => {
    const { scope, calls } = labScope([machine('vm-1', 'POWERED_ON')]);
    await allSettled(revertClicked, { scope });
    expect(scope.getState($isRevertConfirmOpen)).toBe(true);
    await allSettled(revertCancelled, { scope });
    expect(scope.getState($isRevertConfirmOpen)).toBe(false);
    expect(calls).toEqual([]);
  });

  it('is not offered again while a revert or provisioning runs', async () => {
    const { scope, calls } = labScope([machine('vm-1', 'POWERED_OFF')], {}, { isReverting: true });
    await allSettled(revertClicked, { scope });
    expect(scope.getState($isRevertConfirmOpen)).toBe(false);
    await allSettled(revertConfirmed, { scope });
    expect(calls).toEqual([]);
  });

  it('locks the whole-lab actions from the confirmed revert until the lab is complete again', async () => {
    const { scope } = labScope([machine('vm-1', 'POWERED_ON')], {
      revert: async () => ({ vms: [], expectedVmCount: 1 }),
    });
    expect(scope.getState($isLabInProgress)).toBe(false);
    await allSettled(revertConfirmed, { scope });
    expect(scope.getState($isLabInProgress)).toBe(true);
  });

  it("names the progress after the student's revert, and provisioning found on its own after it", async () => {
    const { scope } = labScope([machine('vm-1', 'POWERED_ON')], {
      revert: async () => ({ vms: [], expectedVmCount: 1 }),
    });
    expect(scope.getState($labProgress)).toBe('none');
    await allSettled(revertConfirmed, { scope });
    expect(scope.getState($labProgress)).toBe('reverting');

    const provisioning = labScope([machine('vm-1', 'POWERED_ON')], {}, { isReverting: true });
    expect(provisioning.scope.getState($labProgress)).toBe('provisioning');
  });

  it('a failed revert leaves no progress behind', async () => {
    const { scope } = labScope([machine('vm-1', 'POWERED_ON')], { revert: failWith(500) });
    await allSettled(revertConfirmed, { scope });
    expect(scope.getState($labProgress)).toBe('none');
  });

  it.each([
    [500, 'Server error.'],
    [503, 'Server error.'],
    [400, 'Client error.'],
    [401, 'Client error.'],
  ])('a revert answered %i stores "%s" and keeps the list', async (status, text) => {
    const { scope, calls } = labScope([machine('vm-1', 'POWERED_ON')], { revert: failWith(status) });
    await allSettled(revertConfirmed, { scope });
    expect(calls).toEqual(['revert']);
    expect(scope.getState($revertError)).toBe(text);
    expect(scope.getState($revertStatus)).toBe('failed');
    expect(scope.getState($isReverting)).toBe(false);
    expect(scope.getState($machines)).toEqual([machine('vm-1', 'POWERED_ON')]);
  });
});
