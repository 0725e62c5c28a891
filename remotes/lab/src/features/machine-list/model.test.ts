import { beforeEach, describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import {
  $consoleTarget,
  API_CALL_TIMEOUT_MS,
  HttpError,
  POWER_COMMAND_TIMEOUT_MS,
  RequestTimeoutError,
  signedOut,
  type ConsoleTicket,
  type Machine,
  type PowerCommand,
  type PowerState,
  type PowerStateResponse,
  type RevertResponse,
  type StudentLoginResponse,
} from '@academy/contracts';
import { $hasStudentSession } from '@academy/auth';
import { $isLabLoaded, $labName, logInRequestFx } from '@/shared/lab-session/model';
import type { StudentApi } from '@academy/auth';
import type { MachineCommandRequest, MachineRequest } from '@/shared/api/lab-api';
import {
  $navigations,
  deferred,
  labMachine,
  loginAnswer,
  machine,
  signedInValues,
  studentBasic,
  trainingClass,
} from '@/shared/testing/fixtures';
import {
  $currentTicket,
  $expectedVmCount,
  $isHelpOpen,
  $isReverting,
  $isRevertConfirmOpen,
  $isRevertPending,
  $listError,
  $listStatus,
  $machines,
  $revertError,
  $revertStatus,
  $ticketError,
  $wmksUrl,
  bulkActionClicked,
  fetchConsoleTicketRequestFx,
  fetchPowerStateRequestFx,
  helpClicked,
  helpClosed,
  machineActionClicked,
  machinesPageOpened,
  refreshListClicked,
  revertCancelled,
  revertClicked,
  revertConfirmed,
  revertLabRequestFx,
  sendPowerCommandRequestFx,
  waitForPollFx,
} from './model';

/** How the fake API answers; an unset call fails the test loudly. */
interface FakeApi {
  power?: (request: MachineRequest) => Promise<PowerStateResponse>;
  command?: (request: MachineCommandRequest) => Promise<PowerStateResponse>;
  ticket?: (request: MachineRequest) => Promise<ConsoleTicket>;
  revert?: (request: StudentApi) => Promise<RevertResponse>;
  login?: (request: StudentApi) => Promise<StudentLoginResponse>;
  wait?: () => Promise<void>;
}

function unexpected(call: string): Promise<never> {
  return Promise.reject(new Error(`unexpected call ${call}`));
}

function labScope(machines: Machine[], api: FakeApi = {}, options: { isLabLoaded?: boolean } = {}) {
  const calls: string[] = [];
  const credentials: string[] = [];
  const scope = fork({
    values: [...signedInValues(), [$machines, machines], [$isLabLoaded, options.isLabLoaded ?? true]],
    handlers: [
      [
        fetchPowerStateRequestFx,
        (request: MachineRequest) => {
          calls.push(`GET ${request.vm}`);
          credentials.push(request.basic);
          return api.power ? api.power(request) : unexpected('GET power');
        },
      ],
      [
        sendPowerCommandRequestFx,
        (request: MachineCommandRequest) => {
          calls.push(`POST ${request.vm} ${request.command}`);
          credentials.push(request.basic);
          return api.command ? api.command(request) : unexpected('POST power');
        },
      ],
      [
        fetchConsoleTicketRequestFx,
        (request: MachineRequest) => {
          calls.push(`ticket ${request.vm}`);
          return api.ticket ? api.ticket(request) : unexpected('ticket');
        },
      ],
      [
        revertLabRequestFx,
        (request: StudentApi) => {
          calls.push('revert');
          credentials.push(request.basic);
          return api.revert ? api.revert(request) : unexpected('revert');
        },
      ],
      [
        logInRequestFx,
        (request: StudentApi) => {
          calls.push('login');
          credentials.push(request.basic);
          return api.login ? api.login(request) : unexpected('login');
        },
      ],
      [
        waitForPollFx,
        () => {
          calls.push('wait 25 s');
          return api.wait ? api.wait() : Promise.resolve();
        },
      ],
    ],
  });
  const row = (vm: string) => scope.getState($machines).find((item) => item.vm === vm);
  return { scope, calls, credentials, row };
}

/** The API's answer for a machine in a state. */
const state = (powerState: PowerState) => async ({ vm }: MachineRequest) => ({ vm, powerState });
const failWith = (status: number) => async (): Promise<never> => {
  throw new HttpError(status, 'refused');
};
const afterCommand: Record<string, PowerState> = {
  start: 'POWERED_ON',
  stop: 'POWERED_OFF',
  reset: 'POWERED_ON',
  reboot: 'POWERED_ON',
  shutdown: 'POWERED_OFF',
  suspend: 'SUSPENDED',
};
const settles = async ({ vm, command }: MachineCommandRequest) => ({ vm, powerState: afterCommand[command] ?? 'POWERED_ON' });

function click(scope: ReturnType<typeof fork>, vm: string, action: PowerCommand | 'view') {
  return allSettled(machineActionClicked, { scope, params: { vm, action: action as 'start' } });
}

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
    expect(row('vm-1')).toEqual(
      machine('vm-1', 'POWERED_ON', { message: 'Machine is already in POWERED_ON state.' }),
    );
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

  it('a state read that timed out before a command shows the read\'s server text', async () => {
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

describe('machine list model: View', () => {
  const ticket: ConsoleTicket = { vm: 'vm-1', ticket: 'ws://lab.test/console/t1', expiresAt: '2026-01-05T00:01:00Z' };

  it('fetches the ticket, publishes the console target on the bus and goes to /view', async () => {
    const { scope, calls, row } = labScope([machine('vm-1', 'POWERED_ON')], { ticket: async () => ticket });
    await click(scope, 'vm-1', 'view');
    expect(calls).toEqual(['ticket vm-1']);
    expect(scope.getState($consoleTarget)).toEqual({ vm: 'vm-1', name: 'Machine vm-1', wmksUrl: ticket.ticket });
    expect(scope.getState($currentTicket)).toEqual(ticket);
    expect(scope.getState($wmksUrl)).toBe(ticket.ticket);
    expect(scope.getState($navigations)).toEqual(['/view']);
    expect(row('vm-1')).toEqual(machine('vm-1', 'POWERED_ON'));
  });

  it.each([
    [409, 'Request contains an invalid virtual machine.'],
    [500, 'Server is unavailable.'],
  ])('a ticket answered %i shows "%s" in the row, keeps the state and stays', async (status, text) => {
    const { scope, row } = labScope([machine('vm-1', 'POWERED_ON')], { ticket: failWith(status) });
    await click(scope, 'vm-1', 'view');
    expect(row('vm-1')).toEqual(machine('vm-1', 'POWERED_ON', { message: text }));
    expect(scope.getState($ticketError)).toBe(text);
    expect(scope.getState($consoleTarget)).toBeNull();
    expect(scope.getState($navigations)).toEqual([]);
  });
});

describe('machine list model: bulk actions', () => {
  const lab = () => [
    machine('on', 'POWERED_ON'),
    machine('off', 'POWERED_OFF'),
    machine('suspended', 'SUSPENDED'),
  ];

  it('Power On All starts every machine not already on', async () => {
    const { scope, calls, row } = labScope(lab(), {
      power: async ({ vm }) => ({ vm, powerState: vm === 'off' ? 'POWERED_OFF' : 'SUSPENDED' }),
      command: settles,
    });
    await allSettled(bulkActionClicked, { scope, params: 'powerOnAll' });
    expect(calls.filter((call) => call.startsWith('POST')).sort()).toEqual(['POST off start', 'POST suspended start']);
    expect(scope.getState($machines).map((item) => item.power_state)).toEqual(['POWERED_ON', 'POWERED_ON', 'POWERED_ON']);
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
      [machine('a', 'POWERED_OFF'), machine('b', 'POWERED_OFF'), machine('c', 'POWERED_OFF'), machine('d', 'POWERED_OFF')],
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
});

describe('machine list model: loading the list', () => {
  const complete = loginAnswer([labMachine('vm-1', 'POWERED_ON'), labMachine('vm-2', 'POWERED_OFF')], 2);

  it('a page opened with a stored session but no list runs the login call again with the stored credential', async () => {
    const { scope, calls, credentials } = labScope([], { login: async () => complete }, { isLabLoaded: false });
    await allSettled(machinesPageOpened, { scope });
    expect(calls).toEqual(['login']);
    expect(credentials).toEqual([studentBasic]);
    expect(scope.getState($labName)).toBe(trainingClass.name);
    expect(scope.getState($machines).map((item) => item.vm)).toEqual(['vm-1', 'vm-2']);
    expect(scope.getState($listStatus)).toBe('succeeded');
  });

  it('a page opened with the list already held loads nothing', async () => {
    const { scope, calls } = labScope([machine('vm-1', 'POWERED_ON')], { login: async () => complete });
    await allSettled(machinesPageOpened, { scope });
    expect(calls).toEqual([]);
  });

  it('a page opened without a session loads nothing', async () => {
    const calls: string[] = [];
    const scope = fork({ handlers: [[logInRequestFx, async () => (calls.push('login'), complete)]] });
    expect(scope.getState($hasStudentSession)).toBe(false);
    await allSettled(machinesPageOpened, { scope });
    expect(calls).toEqual([]);
  });

  it('Refresh List re-fetches the list', async () => {
    const { scope, calls } = labScope([machine('vm-1', 'SUSPEND', { message: 'x' })], { login: async () => complete });
    await allSettled(refreshListClicked, { scope });
    expect(calls).toEqual(['login']);
    expect(scope.getState($machines)).toEqual([machine('vm-1', 'POWERED_ON'), machine('vm-2', 'POWERED_OFF')]);
  });

  it.each([
    [500, 'Server error.'],
    [401, 'You have entered an invalid email or passphrase.'],
  ])('a re-fetch answered %i stores "%s" and keeps the list', async (status, text) => {
    const { scope } = labScope([machine('vm-1', 'POWERED_ON')], { login: failWith(status) });
    await allSettled(refreshListClicked, { scope });
    expect(scope.getState($listStatus)).toBe('failed');
    expect(scope.getState($listError)).toBe(text);
    expect(scope.getState($machines)).toEqual([machine('vm-1', 'POWERED_ON')]);
  });

  it('an answer that arrives after Log Out is dropped', async () => {
    const answer = deferred<StudentLoginResponse>();
    const { scope } = labScope([], { login: () => answer.promise }, { isLabLoaded: false });
    const opening = allSettled(machinesPageOpened, { scope });
    // allSettled also waits for the call under way, so Log Out is not awaited before the answer.
    const loggingOut = allSettled(signedOut, { scope });
    answer.resolve(complete);
    await Promise.all([opening, loggingOut]);
    expect(scope.getState($machines)).toEqual([]);
    expect(scope.getState($labName)).toBe('');
  });
});

describe('machine list model: revert and provisioning', () => {
  const booting = (count: number, on: number) =>
    Array.from({ length: count }, (_, index) => labMachine(`vm-${index + 1}`, index < on ? 'POWERED_ON' : 'POWERED_OFF'));

  it('asks for confirmation first; Cancel sends nothing', async () => {
    const { scope, calls } = labScope([machine('vm-1', 'POWERED_ON')]);
    await allSettled(revertClicked, { scope });
    expect(scope.getState($isRevertConfirmOpen)).toBe(true);
    await allSettled(revertCancelled, { scope });
    expect(scope.getState($isRevertConfirmOpen)).toBe(false);
    expect(calls).toEqual([]);
  });

  it('confirmed: reverts, replaces the list, then re-fetches every 25 s until every machine is on', async () => {
    const refetches = [
      loginAnswer(booting(1, 0), 3),
      loginAnswer(booting(3, 2), 3),
      loginAnswer(booting(3, 3), 3),
    ];
    const revert = deferred<RevertResponse>();
    const { scope, calls } = labScope([machine('vm-1', 'POWERED_ON')], {
      revert: () => revert.promise,
      login: async () => refetches.shift() ?? unexpected('a fourth re-fetch'),
    });
    await allSettled(revertClicked, { scope });
    const reverting = allSettled(revertConfirmed, { scope });
    expect(scope.getState($isRevertConfirmOpen)).toBe(false);
    expect(scope.getState($isRevertPending)).toBe(true);
    expect(scope.getState($revertStatus)).toBe('loading');
    revert.resolve({ vms: [], expectedVmCount: 3 });
    await reverting;
    expect(calls).toEqual(['revert', 'wait 25 s', 'login', 'wait 25 s', 'login', 'wait 25 s', 'login']);
    expect(scope.getState($isRevertPending)).toBe(false);
    expect(scope.getState($revertStatus)).toBe('succeeded');
    expect(scope.getState($isReverting)).toBe(false);
    expect(scope.getState($machines)).toHaveLength(3);
  });

  it('holds the revert answer and the reverting state while waiting for the next poll', async () => {
    const poll = deferred<void>();
    const { scope } = labScope([machine('vm-1', 'POWERED_ON')], {
      revert: async () => ({ vms: booting(1, 0), expectedVmCount: 3 }),
      wait: () => poll.promise,
    });
    const reverting = allSettled(revertConfirmed, { scope });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scope.getState($machines)).toEqual([machine('vm-1', 'POWERED_OFF')]);
    expect(scope.getState($expectedVmCount)).toBe(3);
    expect(scope.getState($isReverting)).toBe(true);
    // Log Out while waiting: the poll then fetches nothing.
    const loggingOut = allSettled(signedOut, { scope });
    poll.resolve();
    await Promise.all([reverting, loggingOut]);
    expect(scope.getState($isReverting)).toBe(false);
  });

  it('clears at once when the revert answers a lab already complete', async () => {
    const { scope, calls } = labScope([], { revert: async () => ({ vms: booting(2, 2), expectedVmCount: 2 }) });
    await allSettled(revertConfirmed, { scope });
    expect(calls).toEqual(['revert']);
    expect(scope.getState($isReverting)).toBe(false);
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

  it('a lab that answers fewer machines than expected is provisioning: it is polled until complete', async () => {
    const refetches = [loginAnswer(booting(3, 3), 3)];
    const { scope, calls } = labScope([], {
      login: async () => refetches.shift() ?? loginAnswer(booting(2, 1), 3),
    }, { isLabLoaded: false });
    refetches.unshift(loginAnswer(booting(2, 1), 3));
    await allSettled(machinesPageOpened, { scope });
    expect(calls).toEqual(['login', 'wait 25 s', 'login']);
    expect(scope.getState($isReverting)).toBe(false);
  });

  it('a complete lab with machines the student turned off is not polled at all', async () => {
    const { scope, calls } = labScope([], { login: async () => loginAnswer(booting(3, 1), 3) }, { isLabLoaded: false });
    await allSettled(machinesPageOpened, { scope });
    expect(calls).toEqual(['login']);
    expect(scope.getState($isReverting)).toBe(false);
  });

  it('a failed re-fetch while reverting waits and tries again', async () => {
    const answers: Array<() => Promise<StudentLoginResponse>> = [
      failWith(503),
      async () => loginAnswer(booting(2, 2), 2),
    ];
    const { scope, calls } = labScope([], {
      revert: async () => ({ vms: [], expectedVmCount: 2 }),
      login: () => (answers.shift() ?? (() => unexpected('login')))(),
    });
    await allSettled(revertConfirmed, { scope });
    expect(calls).toEqual(['revert', 'wait 25 s', 'login', 'wait 25 s', 'login']);
    expect(scope.getState($isReverting)).toBe(false);
  });
});

describe('machine list model: dialogs and Log Out', () => {
  it('opens and closes the Action Definitions dialog', async () => {
    const { scope } = labScope([]);
    await allSettled(helpClicked, { scope });
    expect(scope.getState($isHelpOpen)).toBe(true);
    await allSettled(helpClosed, { scope });
    expect(scope.getState($isHelpOpen)).toBe(false);
  });

  it('Log Out drops the lab: list, expected total, reverting state, ticket, name', async () => {
    const poll = deferred<void>();
    const { scope, calls } = labScope([], {
      login: async () => loginAnswer([labMachine('vm-1', 'POWERED_ON')], 2),
      wait: () => poll.promise,
    }, { isLabLoaded: false });
    const opening = allSettled(machinesPageOpened, { scope });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scope.getState($isReverting)).toBe(true);
    const loggingOut = allSettled(signedOut, { scope });
    poll.resolve();
    await Promise.all([opening, loggingOut]);
    expect(calls).toEqual(['login', 'wait 25 s']);
    expect(scope.getState($machines)).toEqual([]);
    expect(scope.getState($expectedVmCount)).toBe(0);
    expect(scope.getState($isReverting)).toBe(false);
    expect(scope.getState($labName)).toBe('');
    expect(scope.getState($isLabLoaded)).toBe(false);
    expect(scope.getState($hasStudentSession)).toBe(false);
  });
});
