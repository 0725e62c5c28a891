import { describe, expect, it } from '@rstest/core';
import { actionLabels, actionsFor } from './actions';
import type { PowerState } from './power-states';

const labels = (state: PowerState, tools: boolean) =>
  actionsFor({ power_state: state, vm_ware_tools: tools }).map((action) => actionLabels[action]);

describe('actions per machine state (spec §4)', () => {
  it('POWERED_OFF: Start, plus Reboot with VMware Tools', () => {
    expect(labels('POWERED_OFF', false)).toEqual(['Start']);
    expect(labels('POWERED_OFF', true)).toEqual(['Start', 'Reboot']);
  });

  it('POWERED_ON: Reset, Stop and View, plus Reboot and Shut down with VMware Tools', () => {
    expect(labels('POWERED_ON', false)).toEqual(['Reset', 'Stop', 'View']);
    expect(labels('POWERED_ON', true)).toEqual(['Reset', 'Stop', 'Reboot', 'Shut down', 'View']);
  });

  it('SUSPENDED: Refresh and Start, with or without tools', () => {
    expect(labels('SUSPENDED', false)).toEqual(['Refresh', 'Start']);
    expect(labels('SUSPENDED', true)).toEqual(['Refresh', 'Start']);
  });

  it('SUSPEND: Refresh only, with or without tools', () => {
    expect(labels('SUSPEND', false)).toEqual(['Refresh']);
    expect(labels('SUSPEND', true)).toEqual(['Refresh']);
  });

  it('a state it does not know: Refresh only', () => {
    expect(labels('BOOTING' as PowerState, true)).toEqual(['Refresh']);
    expect(labels('toString' as PowerState, false)).toEqual(['Refresh']);
  });
});
