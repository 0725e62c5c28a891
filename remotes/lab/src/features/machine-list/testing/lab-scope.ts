import {
  type ConsoleTicket,
  HttpError,
  type Machine,
  type PowerStateResponse,
  type RevertResponse,
  type StudentLoginResponse,
} from '@academy/api';
import type { StudentApi } from '@academy/auth';
import type { PowerCommand, PowerState } from '@academy/power-rules';
import { rs } from '@rstest/core';
import { allSettled, fork, type Scope } from 'effector';
import { $isLabLoaded, logInRequestFx } from '@/shared/model/lab-session';
import { signedInValues } from '@/shared/testing/fixtures';
import type { MachineCommandRequest, MachineRequest } from '../api';
import {
  $isReverting,
  $machines,
  fetchConsoleTicketRequestFx,
  fetchPowerStateRequestFx,
  machineActionClicked,
  revertLabRequestFx,
  sendPowerCommandRequestFx,
} from '../model';

/** Test support of the machine-list model: a signed-in scope whose API calls are recorded and answered by the test. */

/** How the fake API answers; an unset call fails the test loudly. */
interface FakeApi {
  power?: (request: MachineRequest) => Promise<PowerStateResponse>;
  command?: (request: MachineCommandRequest) => Promise<PowerStateResponse>;
  ticket?: (request: MachineRequest) => Promise<ConsoleTicket>;
  revert?: (request: StudentApi) => Promise<RevertResponse>;
  login?: (request: StudentApi) => Promise<StudentLoginResponse>;
}

export function unexpected(call: string): Promise<never> {
  return Promise.reject(new Error(`unexpected call ${call}`));
}

export function labScope(
  machines: Machine[],
  api: FakeApi = {},
  options: { isLabLoaded?: boolean; isReverting?: boolean } = {},
) {
  const calls: string[] = [];
  const credentials: string[] = [];
  const scope = fork({
    values: [
      ...signedInValues(),
      [$machines, machines],
      [$isLabLoaded, options.isLabLoaded ?? true],
      [$isReverting, options.isReverting ?? false],
    ],
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
    ],
  });
  const row = (vm: string) => scope.getState($machines).find((item) => item.vm === vm);
  return { scope, calls, credentials, row };
}

/** The API's answer for a machine in a state. */
export const state =
  (powerState: PowerState) =>
  async ({ vm }: MachineRequest) => ({ vm, powerState });
export const failWith = (status: number) => async (): Promise<never> => {
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
export const settles = async ({ vm, command }: MachineCommandRequest) => ({
  vm,
  powerState: afterCommand[command] ?? 'POWERED_ON',
});

export function click(scope: Scope, vm: string, action: PowerCommand | 'view') {
  return allSettled(machineActionClicked, { scope, params: { vm, action: action as 'start' } });
}

/** Moves fake time on, then lets the calls it started finish. */
export async function advance(scope: Scope, ms: number) {
  await rs.advanceTimersByTimeAsync(ms);
  await allSettled(scope);
}
