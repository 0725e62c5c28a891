import { attach, combine, createEffect, createEvent, createStore, merge, sample } from 'effector';
import {
  consoleRequested,
  createAsyncGroup,
  navigationRequested,
  PROVISIONING_POLL_MS,
  routes,
  signedOut,
  type ConsoleTicket,
  type Machine,
  type PowerCommand,
  type PowerState,
} from '@academy/contracts';
import { $hasStudentSession, $studentApi, fetchConsoleTicket } from '@academy/auth';
import { fetchPowerState, revertLab, sendPowerCommand } from '@/shared/api/lab-api';
import { loginErrorText, powerErrorText, refreshErrorText, revertErrorText } from '@/shared/lib/error-texts';
import { $isLabLoaded, fetchLabFx, labLoaded } from '@/shared/lab-session/model';
import {
  bulkCommands,
  isProvisioning,
  needsProvisioningPoll,
  provisioningText,
  refusalOf,
  replaceMachines,
  stateAfterCommand,
  updateMachine,
  type BulkAction,
  type MachineAction,
  type MachineCommand,
} from './lib';

/** The machine state of spec §3: list, current (console ticket), expectedVmCount, isReverting, status, error. */

// ---- UI events ----
export const machinesPageOpened = createEvent();
export const refreshListClicked = createEvent();
export const machineActionClicked = createEvent<{ vm: string; action: MachineAction }>();
export const bulkActionClicked = createEvent<BulkAction>();
export const revertClicked = createEvent();
export const revertConfirmed = createEvent();
export const revertCancelled = createEvent();
export const helpClicked = createEvent();
export const helpClosed = createEvent();

// ---- calls, with the stored Basic credential ----

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
  mapParams: ({ vm }: { vm: string; name: string }, request) => ({ ...request, vm }),
  effect: fetchConsoleTicketRequestFx,
});

export const revertFx = attach({
  source: $studentApi,
  mapParams: (_: void, request) => request,
  effect: revertLabRequestFx,
});

/** A bulk action: every machine goes through its own command, so each row shows its own outcome. */
export const runCommandsFx = createEffect(async (commands: MachineCommand[]) => {
  await Promise.allSettled(commands.map((command) => checkBeforeCommandFx(command)));
});

/** The provisioning poll's interval (spec §9): a timer, so tests replace it. */
export const waitForPollFx = createEffect(
  () => new Promise<void>((resolve) => setTimeout(resolve, PROVISIONING_POLL_MS)),
);

// ---- a power command: read the state, refuse or send ----
interface CheckedCommand extends MachineCommand {
  powerState: PowerState;
  refusal: string | null;
}

const commandChecked = sample({
  clock: checkBeforeCommandFx.done,
  fn: ({ params, result }): CheckedCommand => ({
    ...params,
    powerState: result.powerState,
    refusal: refusalOf(params.command, result.powerState),
  }),
});

/** The freshly read state refuses the command; nothing was sent. */
export const commandRefused = sample({
  clock: commandChecked,
  filter: (checked) => checked.refusal !== null,
  fn: ({ vm, powerState, refusal }) => ({ vm, powerState, message: refusal ?? '' }),
});

sample({
  clock: commandChecked,
  filter: (checked) => checked.refusal === null,
  fn: ({ vm, command }) => ({ vm, command }),
  target: sendCommandFx,
});

// ---- the list ----
export const $machines = createStore<Machine[]>([])
  .on(labLoaded, (machines, { vms }) => replaceMachines(machines, vms))
  .on(revertFx.doneData, (machines, { vms }) => replaceMachines(machines, vms))
  .on(refreshMachineFx, (machines, vm) => updateMachine(machines, vm, { isLoading: true, message: '' }))
  .on(refreshMachineFx.done, (machines, { params, result }) =>
    updateMachine(machines, params, { power_state: result.powerState, isLoading: false }),
  )
  .on(refreshMachineFx.fail, (machines, { params, error }) =>
    updateMachine(machines, params, { power_state: 'SUSPEND', message: refreshErrorText(error), isLoading: false }),
  )
  .on(checkBeforeCommandFx, (machines, { vm }) => updateMachine(machines, vm, { isLoading: true, message: '' }))
  // The state could not be read: the machine goes into SUSPEND (spec §4) with that read's own §8 text, as the
  // row's Refresh shows it, so the student learns what failed rather than being told to wait.
  .on(checkBeforeCommandFx.fail, (machines, { params, error }) =>
    updateMachine(machines, params.vm, { power_state: 'SUSPEND', message: refreshErrorText(error), isLoading: false }),
  )
  .on(commandRefused, (machines, { vm, powerState, message }) =>
    updateMachine(machines, vm, { power_state: powerState, message, isLoading: false }),
  )
  .on(sendCommandFx.done, (machines, { params, result }) =>
    updateMachine(machines, params.vm, {
      power_state: stateAfterCommand(params.command, result.powerState),
      isLoading: false,
    }),
  )
  .on(sendCommandFx.fail, (machines, { params, error }) =>
    updateMachine(machines, params.vm, { power_state: 'SUSPEND', message: powerErrorText(error), isLoading: false }),
  )
  .on(fetchTicketFx, (machines, { vm }) => updateMachine(machines, vm, { isLoading: true, message: '' }))
  .on(fetchTicketFx.done, (machines, { params }) => updateMachine(machines, params.vm, { isLoading: false }))
  .on(fetchTicketFx.fail, (machines, { params, error }) =>
    updateMachine(machines, params.vm, { message: refreshErrorText(error), isLoading: false }),
  )
  .reset(signedOut);

export const $expectedVmCount = createStore(0)
  .on(labLoaded, (_, { expectedVmCount }) => expectedVmCount)
  .on(revertFx.doneData, (_, { expectedVmCount }) => expectedVmCount)
  .reset(signedOut);

/** Status and error of the list's re-fetch (§8 "Login" texts: it is the login call). */
export const { $status: $listStatus, $error: $listError } = createAsyncGroup([fetchLabFx], loginErrorText);

sample({
  clock: machinesPageOpened,
  source: { hasSession: $hasStudentSession, isLoaded: $isLabLoaded, isFetching: fetchLabFx.pending },
  filter: ({ hasSession, isLoaded, isFetching }) => hasSession && !isLoaded && !isFetching,
  fn: () => undefined,
  target: fetchLabFx,
});

sample({
  clock: refreshListClicked,
  filter: fetchLabFx.pending.map((pending) => !pending),
  target: fetchLabFx,
});

// ---- one machine's action ----
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

sample({
  clock: bulkActionClicked,
  source: $machines,
  fn: (machines, action) => bulkCommands(action, machines),
  filter: (machines, action) => bulkCommands(action, machines).length > 0,
  target: runCommandsFx,
});

// ---- View: the console ticket, published on the bus, then /view ----
/** The current console ticket (spec §3 "current"); its address is the session's wmksUrl. */
export const $currentTicket = createStore<ConsoleTicket | null>(null)
  .on(fetchTicketFx.doneData, (_, ticket) => ticket)
  .reset(signedOut);
export const $wmksUrl = $currentTicket.map((ticket) => ticket?.ticket ?? '');

export const { $status: $ticketStatus, $error: $ticketError } = createAsyncGroup([fetchTicketFx], refreshErrorText);

sample({
  clock: fetchTicketFx.done,
  fn: ({ params, result }) => ({ vm: params.vm, name: params.name, wmksUrl: result.ticket }),
  target: consoleRequested,
});
sample({ clock: fetchTicketFx.done, fn: () => ({ to: routes.view }), target: navigationRequested });

// ---- revert, after a confirmation ----
export const $isRevertConfirmOpen = createStore(false)
  .on(revertClicked, () => true)
  .on([revertConfirmed, revertCancelled], () => false)
  .reset(signedOut);

sample({
  clock: revertConfirmed,
  filter: revertFx.pending.map((pending) => !pending),
  target: revertFx,
});

export const $isRevertPending = revertFx.pending;

export const { $status: $revertStatus, $error: $revertError } = createAsyncGroup([revertFx], revertErrorText);

// ---- revert and provisioning progress ----
/** The completion action: every expected machine is powered on. */
export const provisioningFinished = createEvent();

/** A revert, or a lab that answered with fewer machines than expected, is in progress until finished. */
export const $isReverting = createStore(false)
  .on(revertFx.done, () => true)
  .on(labLoaded, (isReverting, lab) => isReverting || isProvisioning(lab))
  .on(provisioningFinished, () => false)
  .reset(signedOut);

export const $needsPoll = combine($isReverting, $machines, $expectedVmCount, needsProvisioningPoll);

/** The banner while reverting or provisioning; empty otherwise. */
export const $provisioningBanner = combine($isReverting, $machines, $expectedVmCount, (isReverting, machines, total) =>
  isReverting ? provisioningText(machines, total) : '',
);

const labChanged = merge([labLoaded, revertFx.doneData]);

sample({
  clock: labChanged,
  source: { isReverting: $isReverting, needsPoll: $needsPoll },
  filter: ({ isReverting, needsPoll }) => isReverting && !needsPoll,
  fn: () => undefined,
  target: provisioningFinished,
});

// One timer at a time; a failed re-fetch while still in progress waits and tries again.
sample({
  clock: [labChanged, fetchLabFx.fail],
  source: { needsPoll: $needsPoll, isWaiting: waitForPollFx.pending },
  filter: ({ needsPoll, isWaiting }) => needsPoll && !isWaiting,
  fn: () => undefined,
  target: waitForPollFx,
});

sample({
  clock: waitForPollFx.done,
  source: { isReverting: $isReverting, hasSession: $hasStudentSession },
  filter: ({ isReverting, hasSession }) => isReverting && hasSession,
  fn: () => undefined,
  target: fetchLabFx,
});

// ---- the help dialog ----
export const $isHelpOpen = createStore(false)
  .on(helpClicked, () => true)
  .on(helpClosed, () => false)
  .reset(signedOut);
