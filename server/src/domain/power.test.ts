import { POWER_COMMANDS, specRefusalTexts } from '@academy/power-rules';
import { describe, expect, it } from '@rstest/core';
import { planPowerCommand } from './power';

const idle = { busy: null };

describe('power command rules', () => {
  it('plans each command per state (tools present)', () => {
    const table = (powerState: 'POWERED_ON' | 'POWERED_OFF' | 'SUSPENDED') =>
      Object.fromEntries(
        POWER_COMMANDS.map((command) => {
          const plan = planPowerCommand({ ...idle, powerState, tools: true }, command);
          return [command, plan.kind === 'run' ? plan.operation : plan.kind];
        }),
      );
    expect(table('POWERED_ON')).toEqual({
      reboot: 'reboot-guest',
      start: 'refuse',
      reset: 'reset',
      stop: 'power-off',
      shutdown: 'shutdown-guest',
      suspend: 'suspend',
      refresh: 'read',
    });
    expect(table('POWERED_OFF')).toEqual({
      reboot: 'power-on',
      start: 'power-on',
      reset: 'refuse',
      stop: 'refuse',
      shutdown: 'refuse',
      suspend: 'refuse',
      refresh: 'read',
    });
    expect(table('SUSPENDED')).toEqual({
      reboot: 'refuse',
      start: 'resume',
      reset: 'refuse',
      stop: 'refuse',
      shutdown: 'refuse',
      suspend: 'refuse',
      refresh: 'read',
    });
  });

  it("uses the spec's texts for start while on and stop/reset/shutdown while off", () => {
    expect(planPowerCommand({ ...idle, powerState: 'POWERED_ON', tools: true }, 'start')).toEqual({
      kind: 'refuse',
      message: specRefusalTexts['already-on'],
    });
    for (const command of ['stop', 'reset', 'shutdown'] as const) {
      expect(planPowerCommand({ ...idle, powerState: 'POWERED_OFF', tools: true }, command)).toEqual({
        kind: 'refuse',
        message: specRefusalTexts['already-off'],
      });
    }
  });

  it('needs VMware Tools for reboot and shutdown', () => {
    for (const command of ['reboot', 'shutdown'] as const) {
      const plan = planPowerCommand({ ...idle, powerState: 'POWERED_ON', tools: false }, command);
      expect(plan.kind === 'refuse' && plan.message).toMatch(/VMware Tools/);
    }
  });

  it('refuses everything but refresh while a transition runs', () => {
    const busy = { powerState: 'POWERED_ON' as const, tools: true, busy: 'reset' as const };
    expect(POWER_COMMANDS.map((command) => planPowerCommand(busy, command).kind)).toEqual([
      'refuse',
      'refuse',
      'refuse',
      'refuse',
      'refuse',
      'refuse',
      'read',
    ]);
  });
});
