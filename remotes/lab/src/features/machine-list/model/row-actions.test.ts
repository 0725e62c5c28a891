import { describe, expect, it } from '@rstest/core';
import { machine } from '@/shared/testing/fixtures';
import { click, failWith, labScope, state } from '../testing/lab-scope';

describe('machine list model: Refresh', () => {
  it('reads the state with the power call and shows it; nothing is sent', async () => {
    const { scope, calls, row } = labScope([machine('vm-1', 'SUSPEND', { message: 'x' })], {
      power: state('POWERED_OFF'),
    });
    await click(scope, 'vm-1', 'refresh');
    expect(calls).toEqual(['GET vm-1']);
    expect(row('vm-1')).toEqual(machine('vm-1', 'POWERED_OFF'));
  });

  it.each([
    [404, 'Request contains an invalid virtual machine.'],
    [401, 'Request contains an invalid virtual machine.'],
    [500, 'Server is unavailable.'],
  ])('a refresh answered %i puts the machine into SUSPEND with "%s"', async (status, text) => {
    const { scope, row } = labScope([machine('vm-1', 'SUSPENDED')], { power: failWith(status) });
    await click(scope, 'vm-1', 'refresh');
    expect(row('vm-1')).toEqual(machine('vm-1', 'SUSPEND', { message: text }));
  });
});
