import { describe, expect, it } from '@rstest/core';
import { POWER_COMMANDS, type PowerCommand, type PowerState } from './power-states';
import { refusalOf } from './refusals';

describe('refusals of a power command (spec §4, §8)', () => {
  it('refuses every command while the machine is SUSPEND', () => {
    for (const command of POWER_COMMANDS) {
      expect(refusalOf(command, 'SUSPEND')).toBe('Machine is in SUSPEND state. Please wait to try again.');
    }
  });

  it('refuses start while POWERED_ON', () => {
    expect(refusalOf('start', 'POWERED_ON')).toBe('Machine is already in POWERED_ON state.');
  });

  it.each(['reset', 'stop', 'shutdown'] as const)('refuses %s while POWERED_OFF', (command) => {
    expect(refusalOf(command, 'POWERED_OFF')).toBe('Machine is already in POWERED_OFF state.');
  });

  it('lets every other pair through, and leaves what the spec does not name to the server', () => {
    const allowed: Array<[PowerCommand, PowerState]> = [
      ['start', 'POWERED_OFF'],
      ['start', 'SUSPENDED'],
      ['reboot', 'POWERED_OFF'],
      ['reboot', 'POWERED_ON'],
      ['reset', 'POWERED_ON'],
      ['stop', 'POWERED_ON'],
      ['stop', 'SUSPENDED'],
      ['shutdown', 'POWERED_ON'],
      ['suspend', 'POWERED_ON'],
      ['suspend', 'POWERED_OFF'],
      ['refresh', 'POWERED_ON'],
      ['refresh', 'POWERED_OFF'],
      ['refresh', 'SUSPENDED'],
    ];
    for (const [command, state] of allowed) expect(refusalOf(command, state)).toBeNull();
  });

  it('sends anything in a state it does not know (the server decides)', () => {
    expect(refusalOf('start', 'BOOTING' as PowerState)).toBeNull();
  });
});
