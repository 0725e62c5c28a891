import type { LabMachine, StudentLab } from '@academy/api';
import { describe, expect, it } from '@rstest/core';
import { filterLabs, idleTextOf, mergeLabs, monitorActionsOf, provisionedText } from './lib';

const machine = (vm: string, power_state: LabMachine['power_state'], vm_ware_tools = true): LabMachine => ({
  vm,
  name: vm,
  power_state,
  vm_ware_tools,
});

describe('idleTextOf', () => {
  it('tells a suspended lab by its suspend, a warned one by its last activity, and nothing of a lab in use', () => {
    const idle = { activeAt: '2026-03-10T13:00:00.000Z', warnedAt: '2026-03-10T13:55:00.000Z', suspendedAt: null };
    expect(idleTextOf(null, 'en-GB')).toBe('');
    expect(idleTextOf(idle, 'en-GB')).toMatch(/^Idle since \d\d:00$/);
    expect(idleTextOf({ ...idle, suspendedAt: '2026-03-10T14:00:00.000Z' }, 'en-GB')).toMatch(
      /^Suspended for idleness at \d\d:00$/,
    );
  });
});

const lab = (email: string, overrides: Partial<StudentLab> = {}): StudentLab => ({
  email,
  helpRequestedAt: null,
  idle: null,
  helpClaimedBy: null,
  expectedVmCount: 2,
  vms: [machine(`${email}-1`, 'POWERED_ON'), machine(`${email}-2`, 'POWERED_ON')],
  ...overrides,
});

describe('monitorActionsOf', () => {
  it("offers spec §4's Start, Stop, Reset and the console only, per state", () => {
    expect(monitorActionsOf(machine('a', 'POWERED_ON'))).toEqual(['reset', 'stop', 'view']);
    expect(monitorActionsOf(machine('a', 'POWERED_OFF'))).toEqual(['start']);
    expect(monitorActionsOf(machine('a', 'SUSPENDED'))).toEqual(['start']);
    expect(monitorActionsOf(machine('a', 'SUSPEND'))).toEqual([]);
  });
});

describe('filterLabs', () => {
  const helped = lab('b@x', { helpRequestedAt: '2026-11-23T10:00:00.000Z' });
  const stopped = lab('c@x', { vms: [machine('c1', 'POWERED_ON'), machine('c2', 'POWERED_OFF')] });
  const provisioning = lab('d@x', { vms: [machine('d1', 'POWERED_ON')] });
  const labs = [lab('a@x'), helped, stopped, provisioning];

  it('keeps everyone, those who asked for help, or those with a machine not running (or not there yet)', () => {
    expect(filterLabs(labs, 'all')).toEqual(labs);
    expect(filterLabs(labs, 'needsHelp')).toEqual([helped]);
    expect(filterLabs(labs, 'notRunning')).toEqual([stopped, provisioning]);
  });

  it("keeps those stuck in the class's manual; nobody while the class reads none", () => {
    expect(filterLabs(labs, 'stuck', new Set(['c@x', 'a@x']))).toEqual([labs[0], stopped]);
    expect(filterLabs(labs, 'stuck', null)).toEqual([]);
  });
});

describe('mergeLabs', () => {
  it('keeps the object of each unchanged lab, so its card is not drawn again', () => {
    const shown = [lab('a@x'), lab('b@x')];
    const fresh = [lab('a@x'), lab('b@x', { helpRequestedAt: '2026-11-23T10:00:00.000Z' })];
    const merged = mergeLabs(shown, fresh);
    expect(merged[0]).toBe(shown[0]);
    expect(merged[1]).toBe(fresh[1]);
  });
});

describe('provisionedText', () => {
  it("says 'N / total machines provisioned'", () => {
    expect(provisionedText({ vms: [machine('a', 'POWERED_ON')], expectedVmCount: 3 })).toBe(
      '1 / 3 machines provisioned',
    );
  });
});
