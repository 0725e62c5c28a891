import { HttpError } from '@academy/api';
import { describe, expect, it } from '@rstest/core';
import { allSettled } from 'effector';
import { machine } from '@/shared/testing/fixtures';
import type { MachineCommandRequest } from '../api';
import { labScope, settles } from '../testing/lab-scope';
import { $machines, bulkActionClicked } from './index';

describe('machine list model: bulk actions', () => {
  const lab = () => [machine('on', 'POWERED_ON'), machine('off', 'POWERED_OFF'), machine('suspended', 'SUSPENDED')];

  it('Power On All starts every machine not already on', async () => {
    const { scope, calls, row } = labScope(lab(), {
      power: async ({ vm }) => ({ vm, powerState: vm === 'off' ? 'POWERED_OFF' : 'SUSPENDED' }),
      command: settles,
    });
    await allSettled(bulkActionClicked, { scope, params: 'powerOnAll' });
    expect(calls.filter((call) => call.startsWith('POST')).sort()).toEqual(['POST off start', 'POST suspended start']);
    expect(scope.getState($machines).map((item) => item.power_state)).toEqual([
      'POWERED_ON',
      'POWERED_ON',
      'POWERED_ON',
    ]);
    expect(row('on')?.message).toBe('');
  });

  it('Power Off All stops every machine not already off', async () => {
    const { scope, calls } = labScope(lab(), {
      power: async ({ vm }) => ({ vm, powerState: vm === 'on' ? 'POWERED_ON' : 'SUSPENDED' }),
      command: settles,
    });
    await allSettled(bulkActionClicked, { scope, params: 'powerOffAll' });
    expect(calls.filter((call) => call.startsWith('POST')).sort()).toEqual(['POST on stop', 'POST suspended stop']);
  });

  it('Suspend All sends suspend to every machine', async () => {
    const { scope, calls } = labScope(lab(), {
      power: async ({ vm }) => ({ vm, powerState: 'POWERED_ON' }),
      command: settles,
    });
    await allSettled(bulkActionClicked, { scope, params: 'suspendAll' });
    expect(calls.filter((call) => call.startsWith('POST')).sort()).toEqual([
      'POST off suspend',
      'POST on suspend',
      'POST suspended suspend',
    ]);
  });

  it("shows each machine's own outcome in its own row", async () => {
    const { scope, row } = labScope(
      [
        machine('a', 'POWERED_OFF'),
        machine('b', 'POWERED_OFF'),
        machine('c', 'POWERED_OFF'),
        machine('d', 'POWERED_OFF'),
      ],
      {
        power: async ({ vm }) => {
          if (vm === 'c') throw new HttpError(503, 'down');
          return { vm, powerState: vm === 'b' ? 'POWERED_ON' : 'POWERED_OFF' };
        },
        command: async ({ vm, command }) => {
          if (vm === 'd') throw new HttpError(500, 'boom');
          return settles({ vm, command } as MachineCommandRequest);
        },
      },
    );
    await allSettled(bulkActionClicked, { scope, params: 'powerOnAll' });
    expect(row('a')).toEqual(machine('a', 'POWERED_ON'));
    expect(row('b')).toEqual(machine('b', 'POWERED_ON', { message: 'Machine is already in POWERED_ON state.' }));
    expect(row('c')).toEqual(machine('c', 'SUSPEND', { message: 'Server is unavailable.' }));
    expect(row('d')).toEqual(machine('d', 'SUSPEND', { message: 'Server is unavailable.' }));
  });

  it('sends nothing when no machine qualifies', async () => {
    const { scope, calls } = labScope([machine('on', 'POWERED_ON')]);
    await allSettled(bulkActionClicked, { scope, params: 'powerOnAll' });
    expect(calls).toEqual([]);
  });

  it('sends nothing while a revert or provisioning runs', async () => {
    const { scope, calls } = labScope([machine('off', 'POWERED_OFF')], {}, { isReverting: true });
    for (const action of ['powerOnAll', 'powerOffAll', 'suspendAll'] as const) {
      await allSettled(bulkActionClicked, { scope, params: action });
    }
    expect(calls).toEqual([]);
  });
});
