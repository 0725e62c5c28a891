import { studentNoticeReceived } from '@academy/bus';
import { describe, expect, it } from '@rstest/core';
import { allSettled } from 'effector';
import { machine } from '@/shared/testing/fixtures';
import { labScope } from '../testing/lab-scope';
import { $machines } from './index';

describe('machine list model: machines the portal suspended for idleness', () => {
  it('shows the machines the push channel names as suspended, without reading the list again', async () => {
    const { scope, calls } = labScope([
      machine('vm-1', 'POWERED_ON', { message: 'Server error.' }),
      machine('vm-2', 'POWERED_ON'),
      machine('vm-3', 'POWERED_OFF'),
    ]);
    await allSettled(studentNoticeReceived, {
      scope,
      params: { kind: 'idle-suspended', at: '2026-03-10T10:00:00.000Z', vms: ['vm-1', 'vm-2'] },
    });
    expect(scope.getState($machines)).toEqual([
      machine('vm-1', 'SUSPENDED'),
      machine('vm-2', 'SUSPENDED'),
      machine('vm-3', 'POWERED_OFF'),
    ]);
    // A read of the list would be the student's use, and end the suspend's note at once.
    expect(calls).toEqual([]);
  });

  it('leaves the list as it is on the other notices', async () => {
    const { scope } = labScope([machine('vm-1', 'POWERED_ON')]);
    await allSettled(studentNoticeReceived, { scope, params: { kind: 'idle-cleared' } });
    expect(scope.getState($machines)).toEqual([machine('vm-1', 'POWERED_ON')]);
  });
});
