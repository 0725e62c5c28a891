import { PROVISIONING_POLL_MIN_MS, PROVISIONING_POLL_MS } from '@academy/api';
import { describe, expect, it } from '@rstest/core';
import { labMachine, machine } from '@/shared/testing/fixtures';
import {
  bulkCommands,
  emptyLabText,
  isProvisioning,
  labProgressReason,
  needsProvisioningPoll,
  pollDelayMs,
  provisioningText,
  queueTextOf,
  replaceMachines,
  stateAfterCommand,
} from './lib';

describe('state after a command', () => {
  it('after a shutdown the machine is POWERED_OFF whatever the answer says', () => {
    expect(stateAfterCommand('shutdown', 'POWERED_ON')).toBe('POWERED_OFF');
    expect(stateAfterCommand('shutdown', 'SUSPENDED')).toBe('POWERED_OFF');
  });

  it('otherwise it is the answered state', () => {
    expect(stateAfterCommand('start', 'POWERED_ON')).toBe('POWERED_ON');
    expect(stateAfterCommand('stop', 'POWERED_OFF')).toBe('POWERED_OFF');
    expect(stateAfterCommand('suspend', 'SUSPENDED')).toBe('SUSPENDED');
  });
});

describe('bulk actions (spec §4)', () => {
  const lab = [
    machine('on', 'POWERED_ON'),
    machine('off', 'POWERED_OFF'),
    machine('suspended', 'SUSPENDED'),
    machine('suspend', 'SUSPEND'),
  ];

  it('Power On All sends start to every machine not already on', () => {
    expect(bulkCommands('powerOnAll', lab)).toEqual([
      { vm: 'off', command: 'start' },
      { vm: 'suspended', command: 'start' },
      { vm: 'suspend', command: 'start' },
    ]);
  });

  it('Power Off All sends stop to every machine not already off', () => {
    expect(bulkCommands('powerOffAll', lab)).toEqual([
      { vm: 'on', command: 'stop' },
      { vm: 'suspended', command: 'stop' },
      { vm: 'suspend', command: 'stop' },
    ]);
  });

  it('Suspend All sends suspend to every machine, whatever its state', () => {
    expect(bulkCommands('suspendAll', lab).map(({ vm, command }) => `${vm}:${command}`)).toEqual([
      'on:suspend',
      'off:suspend',
      'suspended:suspend',
      'suspend:suspend',
    ]);
  });

  it('leaves out a machine whose own action still runs', () => {
    const busy = [machine('a', 'POWERED_OFF', { isLoading: true }), machine('b', 'POWERED_OFF')];
    expect(bulkCommands('powerOnAll', busy)).toEqual([{ vm: 'b', command: 'start' }]);
    expect(bulkCommands('suspendAll', busy)).toEqual([{ vm: 'b', command: 'suspend' }]);
  });
});

describe('provisioning progress (spec §4 "Revert and provisioning")', () => {
  const two = [machine('a', 'POWERED_ON'), machine('b', 'POWERED_OFF')];

  it('polls only while in progress and the powered-on count differs from the expected total', () => {
    expect(needsProvisioningPoll(true, two, 3)).toBe(true);
    expect(needsProvisioningPoll(true, two, 2)).toBe(true);
    expect(needsProvisioningPoll(true, [machine('a', 'POWERED_ON')], 1)).toBe(false);
    expect(needsProvisioningPoll(false, two, 3)).toBe(false);
    expect(needsProvisioningPoll(true, [], 0)).toBe(false);
  });

  it('a lab with fewer machines than expected is being provisioned', () => {
    expect(isProvisioning({ vms: [labMachine('a', 'POWERED_ON')], expectedVmCount: 3 })).toBe(true);
    expect(isProvisioning({ vms: [labMachine('a', 'POWERED_OFF')], expectedVmCount: 1 })).toBe(false);
  });

  it('waits until the next machine is due, within 2 s and 25 s; 25 s when the server says nothing', () => {
    expect(pollDelayMs(7_500)).toBe(7_500);
    expect(pollDelayMs(0)).toBe(PROVISIONING_POLL_MIN_MS);
    expect(pollDelayMs(1_999)).toBe(PROVISIONING_POLL_MIN_MS);
    expect(pollDelayMs(60_000)).toBe(PROVISIONING_POLL_MS);
    expect(pollDelayMs(null)).toBe(PROVISIONING_POLL_MS);
    expect(pollDelayMs(undefined)).toBe(PROVISIONING_POLL_MS);
  });

  it('words the banner as the spec does', () => {
    expect(provisioningText(two, 3)).toBe('2 / 3 machines provisioned. 1 / 3 machines powered on. Please stand by.');
    expect(provisioningText([], 3)).toBe('0 / 3 machines provisioned. 0 / 3 machines powered on. Please stand by.');
  });
});

describe('words while the lab is in progress', () => {
  it("say whether the student's revert or provisioning is under way, and nothing otherwise", () => {
    expect(labProgressReason('reverting')).toBe('Unavailable while the lab is being reverted.');
    expect(labProgressReason('provisioning')).toBe('Unavailable while the lab is being provisioned.');
    expect(labProgressReason('none')).toBe('');
  });

  it('an empty list under way is not a lab without machines', () => {
    expect(emptyLabText('reverting')).toBe('Your lab is being reverted. Its machines appear here as they are ready.');
    expect(emptyLabText('provisioning')).toBe(
      'Your lab is being provisioned. Its machines appear here as they are ready.',
    );
    expect(emptyLabText('none')).toBe('No machines in your lab yet.');
  });
});

describe('replacing the list', () => {
  it('takes the fresh states, clears messages and keeps a running action marked loading', () => {
    const previous = [
      machine('a', 'SUSPEND', { message: 'Server is unavailable.' }),
      machine('b', 'POWERED_OFF', { isLoading: true }),
    ];
    expect(
      replaceMachines(previous, [
        labMachine('a', 'POWERED_ON'),
        labMachine('b', 'POWERED_OFF'),
        labMachine('c', 'POWERED_OFF'),
      ]),
    ).toEqual([
      machine('a', 'POWERED_ON'),
      machine('b', 'POWERED_OFF', { isLoading: true }),
      machine('c', 'POWERED_OFF'),
    ]);
  });
});

describe('queueTextOf', () => {
  it('says the place in the queue, and who is coming once claimed', () => {
    expect(queueTextOf(null)).toBe('');
    expect(queueTextOf({ queuePosition: null, claimedBy: null })).toBe('');
    expect(queueTextOf({ queuePosition: 2, claimedBy: null })).toBe('You are number 2 in the queue.');
    expect(queueTextOf({ queuePosition: 1, claimedBy: 'Ada Lovelace' })).toBe(
      'You are number 1 in the queue. Ada Lovelace is coming to help.',
    );
  });
});
