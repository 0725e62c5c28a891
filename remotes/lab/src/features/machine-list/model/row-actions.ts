import type { MachineAction, PowerCommand } from '@academy/power-rules';
import { createEvent, sample } from 'effector';
import { $machines } from './machines';
import { checkBeforeCommandFx, fetchTicketFx, refreshMachineFx } from './requests';

// One machine's button: Refresh, View or a power command, unless that machine's last action still runs.

export const machineActionClicked = createEvent<{ vm: string; action: MachineAction }>();

const $busyMachines = $machines.map(
  (machines) => new Set(machines.filter((machine) => machine.isLoading).map((machine) => machine.vm)),
);
const actionAllowed = sample({
  clock: machineActionClicked,
  source: $busyMachines,
  filter: (busy, { vm }) => !busy.has(vm),
  fn: (_, click) => click,
});

sample({
  clock: actionAllowed,
  filter: ({ action }) => action === 'refresh',
  fn: ({ vm }) => vm,
  target: refreshMachineFx,
});

sample({
  clock: actionAllowed,
  source: $machines,
  filter: (_, { action }) => action === 'view',
  fn: (machines, { vm }) => ({ vm, name: machines.find((machine) => machine.vm === vm)?.name ?? vm }),
  target: fetchTicketFx,
});

sample({
  clock: actionAllowed,
  filter: ({ action }) => action !== 'refresh' && action !== 'view',
  fn: ({ vm, action }) => ({ vm, command: action as PowerCommand }),
  target: checkBeforeCommandFx,
});
