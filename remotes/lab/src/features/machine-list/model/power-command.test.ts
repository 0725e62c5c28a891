import {
  API_CALL_TIMEOUT_MS,
  POWER_COMMAND_TIMEOUT_MS,
  type PowerStateResponse,
  RequestTimeoutError,
} from '@academy/api';
import { beforeEach, describe, expect, it } from '@rstest/core';
import { deferred, machine, studentBasic } from '@/shared/testing/fixtures';
import { click, failWith, labScope, settles, state } from '../testing/lab-scope';

describe('machine list model: a power command', () => {
  beforeEach(() => localStorage.clear());

  it('reads the state first, then sends the command with the stored credential, and shows the answer', async () => {
    const { scope, calls, credentials, row } = labScope([machine('vm-1', 'POWERED_OFF')], {
      power: state('POWERED_OFF'),
      command: settles,
    });
    await click(scope, 'vm-1', 'start');
    expect(calls).toEqual(['GET vm-1', 'POST vm-1 start']);
    expect(credentials).toEqual([studentBasic, studentBasic]);
    expect(row('vm-1')).toEqual(machine('vm-1', 'POWERED_ON'));
  });

  it.each([
    ['start', 'POWERED_OFF', 'POWERED_ON'],
    ['start', 'SUSPENDED', 'POWERED_ON'],
    ['reboot', 'POWERED_OFF', 'POWERED_ON'],
    ['reboot', 'POWERED_ON', 'POWERED_ON'],
    ['reset', 'POWERED_ON', 'POWERED_ON'],
    ['stop', 'POWERED_ON', 'POWERED_OFF'],
    ['shutdown', 'POWERED_ON', 'POWERED_OFF'],
  ] as const)('%s on a %s machine sends the command and shows %s', async (command, before, after) => {
    const { scope, calls, row } = labScope([machine('vm-1', before)], { power: state(before), command: settles });
    await click(scope, 'vm-1', command);
    expect(calls).toEqual(['GET vm-1', `POST vm-1 ${command}`]);
    expect(row('vm-1')?.power_state).toBe(after);
    expect(row('vm-1')?.message).toBe('');
  });

  it('marks the machine loading while its command runs, and only that machine', async () => {
    const answer = deferred<PowerStateResponse>();
    const { scope, row } = labScope([machine('vm-1', 'POWERED_ON'), machine('vm-2', 'POWERED_ON')], {
      power: state('POWERED_ON'),
      command: () => answer.promise,
    });
    const running = click(scope, 'vm-1', 'stop');
    await Promise.resolve();
    await Promise.resolve();
    expect(row('vm-1')?.isLoading).toBe(true);
    expect(row('vm-2')?.isLoading).toBe(false);
    answer.resolve({ vm: 'vm-1', powerState: 'POWERED_OFF' });
    await running;
    expect(row('vm-1')).toEqual(machine('vm-1', 'POWERED_OFF'));
  });

  it('ignores a click on a machine whose action still runs', async () => {
    const { scope, calls } = labScope([machine('vm-1', 'POWERED_OFF', { isLoading: true })], {
      power: state('POWERED_OFF'),
      command: settles,
    });
    await click(scope, 'vm-1', 'start');
    expect(calls).toEqual([]);
  });

  it('after a shutdown shows POWERED_OFF whatever the answer says', async () => {
    const { scope, row } = labScope([machine('vm-1', 'POWERED_ON')], {
      power: state('POWERED_ON'),
      command: state('POWERED_ON'),
    });
    await click(scope, 'vm-1', 'shutdown');
    expect(row('vm-1')?.power_state).toBe('POWERED_OFF');
  });

  it('clears an earlier message when a new action starts', async () => {
    const { scope, row } = labScope([machine('vm-1', 'POWERED_OFF', { message: 'Server is unavailable.' })], {
      power: state('POWERED_OFF'),
      command: settles,
    });
    await click(scope, 'vm-1', 'start');
    expect(row('vm-1')?.message).toBe('');
  });
});

describe('machine list model: refusals', () => {
  it('refuses start when the machine turns out to be POWERED_ON, and sends nothing', async () => {
    const { scope, calls, row } = labScope([machine('vm-1', 'POWERED_OFF')], { power: state('POWERED_ON') });
    await click(scope, 'vm-1', 'start');
    expect(calls).toEqual(['GET vm-1']);
    expect(row('vm-1')).toEqual(machine('vm-1', 'POWERED_ON', { message: 'Machine is already in POWERED_ON state.' }));
  });

  it.each(['reset', 'stop', 'shutdown'] as const)(
    'refuses %s when the machine turns out to be POWERED_OFF, and sends nothing',
    async (command) => {
      const { scope, calls, row } = labScope([machine('vm-1', 'POWERED_ON')], { power: state('POWERED_OFF') });
      await click(scope, 'vm-1', command);
      expect(calls).toEqual(['GET vm-1']);
      expect(row('vm-1')).toEqual(
        machine('vm-1', 'POWERED_OFF', { message: 'Machine is already in POWERED_OFF state.' }),
      );
    },
  );

  it.each(['start', 'stop', 'reset', 'reboot', 'shutdown'] as const)(
    'refuses %s while the machine reads SUSPEND',
    async (command) => {
      const { scope, calls, row } = labScope([machine('vm-1', 'POWERED_ON')], { power: state('SUSPEND') });
      await click(scope, 'vm-1', command);
      expect(calls).toEqual(['GET vm-1']);
      expect(row('vm-1')).toEqual(
        machine('vm-1', 'SUSPEND', { message: 'Machine is in SUSPEND state. Please wait to try again.' }),
      );
    },
  );

  it.each([
    [404, 'Request contains an invalid virtual machine.'],
    [503, 'Server is unavailable.'],
  ])(
    'a state that cannot be read (%i) puts the machine into SUSPEND with the read\'s own text "%s", sending nothing',
    async (status, text) => {
      const { scope, calls, row } = labScope([machine('vm-1', 'POWERED_OFF')], { power: failWith(status) });
      await click(scope, 'vm-1', 'start');
      expect(calls).toEqual(['GET vm-1']);
      expect(row('vm-1')).toEqual(machine('vm-1', 'SUSPEND', { message: text }));
    },
  );

  it("a state read that timed out before a command shows the read's server text", async () => {
    const { scope, calls, row } = labScope([machine('vm-1', 'POWERED_ON')], {
      power: async () => {
        throw new RequestTimeoutError('/api/training-class/vm/vm-1/power', API_CALL_TIMEOUT_MS);
      },
    });
    await click(scope, 'vm-1', 'stop');
    expect(calls).toEqual(['GET vm-1']);
    expect(row('vm-1')).toEqual(machine('vm-1', 'SUSPEND', { message: 'Server is unavailable.' }));
  });
});

describe('machine list model: failed actions', () => {
  it.each([
    [400, 'Request contains an invalid virtual machine or command.'],
    [404, 'Request contains an invalid virtual machine or command.'],
    [409, 'Request contains an invalid virtual machine or command.'],
    [500, 'Server is unavailable.'],
    [503, 'Server is unavailable.'],
  ])('a power command answered %i puts the machine into SUSPEND with "%s"', async (status, text) => {
    const { scope, row } = labScope([machine('vm-1', 'POWERED_OFF')], {
      power: state('POWERED_OFF'),
      command: failWith(status),
    });
    await click(scope, 'vm-1', 'start');
    expect(row('vm-1')).toEqual(machine('vm-1', 'SUSPEND', { message: text }));
  });

  it('a power command that timed out puts the machine into SUSPEND with the server text', async () => {
    const { scope, row } = labScope([machine('vm-1', 'POWERED_ON')], {
      power: state('POWERED_ON'),
      command: async () => {
        throw new RequestTimeoutError('/api/training-class/vm/vm-1/power/stop', POWER_COMMAND_TIMEOUT_MS);
      },
    });
    await click(scope, 'vm-1', 'stop');
    expect(row('vm-1')).toEqual(machine('vm-1', 'SUSPEND', { message: 'Server is unavailable.' }));
  });

  it('a power command with no answer at all counts as a server error', async () => {
    const { scope, row } = labScope([machine('vm-1', 'POWERED_ON')], {
      power: state('POWERED_ON'),
      command: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await click(scope, 'vm-1', 'stop');
    expect(row('vm-1')?.message).toBe('Server is unavailable.');
  });
});
