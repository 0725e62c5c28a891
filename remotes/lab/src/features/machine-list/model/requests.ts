import { $studentApi } from '@academy/auth';
import { attach, createEffect } from 'effector';
import { fetchConsoleTicket, fetchPowerState, revertLab, sendPowerCommand } from '../api';
import type { MachineCommand } from '../lib';

// The machine list's calls, with the stored Basic credential.

/** A console asked for: View on a row, or 'Manual' (the console of a running machine, the manual shown). */
export interface ConsoleRequest {
  vm: string;
  name: string;
  opensManual?: boolean;
}

export const fetchPowerStateRequestFx = createEffect(fetchPowerState);
export const sendPowerCommandRequestFx = createEffect(sendPowerCommand);
export const fetchConsoleTicketRequestFx = createEffect(fetchConsoleTicket);
export const revertLabRequestFx = createEffect(revertLab);

/** A row's Refresh: reads the machine's state. */
export const refreshMachineFx = attach({
  source: $studentApi,
  mapParams: (vm: string, request) => ({ ...request, vm }),
  effect: fetchPowerStateRequestFx,
});

/** The state is read again before each power command (spec §4). */
export const checkBeforeCommandFx = attach({
  source: $studentApi,
  mapParams: ({ vm }: MachineCommand, request) => ({ ...request, vm }),
  effect: fetchPowerStateRequestFx,
});

export const sendCommandFx = attach({
  source: $studentApi,
  mapParams: ({ vm, command }: MachineCommand, request) => ({ ...request, vm, command }),
  effect: sendPowerCommandRequestFx,
});

export const fetchTicketFx = attach({
  source: $studentApi,
  mapParams: ({ vm }: ConsoleRequest, request) => ({ ...request, vm }),
  effect: fetchConsoleTicketRequestFx,
});

export const revertFx = attach({
  source: $studentApi,
  mapParams: (_params: unknown, request) => request,
  effect: revertLabRequestFx,
});
