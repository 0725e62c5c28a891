import { type ConsoleTarget, callErrorText, errorTextByStatus, errorTexts, routes } from '@academy/api';
import { $instructorApi, reportInstructorUnauthorized } from '@academy/auth/instructor-api';
import { consoleRequested, navigationRequested } from '@academy/bus';
import { type PowerCommand, refusalOf } from '@academy/power-rules';
import { attach, createEvent, createStore, sample } from 'effector';
import { lowerStudentHand } from '@/shared/api/student-hand';
import { fetchClassMachineTicket, revertStudentLab, sendClassMachineCommand } from '../api';
import { $classId, $labs, labsOutdated, monitorOpened } from './labs';

/** What the instructor does on the monitor: power, console, revert and lowering a hand. */

export const commandClicked = createEvent<{ vm: string; command: PowerCommand }>();
export const consoleClicked = createEvent<{ vm: string; name: string }>();
export const revertClicked = createEvent<string>();
export const revertCancelled = createEvent();
export const revertConfirmed = createEvent();
export const lowerHandClicked = createEvent<string>();

export const sendCommandFx = attach({ source: $instructorApi, effect: sendClassMachineCommand });
export const fetchTicketFx = attach({
  source: $instructorApi,
  effect: async (api, target: { classId: string; vm: string; name: string }) => ({
    target,
    ticket: await fetchClassMachineTicket(api, target),
  }),
});
export const revertLabFx = attach({ source: $instructorApi, effect: revertStudentLab });
export const lowerHandFx = attach({ source: $instructorApi, effect: lowerStudentHand });
reportInstructorUnauthorized([sendCommandFx, fetchTicketFx, revertLabFx, lowerHandFx]);

/** Machines with a command or console request under way: their buttons wait. */
export const $busyMachines = createStore<ReadonlySet<string>>(new Set())
  .on(sendCommandFx, (busy, { vm }) => new Set(busy).add(vm))
  .on(fetchTicketFx, (busy, { vm }) => new Set(busy).add(vm))
  .on([sendCommandFx.finally, fetchTicketFx.finally], (busy, { params }) => {
    const next = new Set(busy);
    next.delete(params.vm);
    return next;
  })
  .reset(monitorOpened);

/** The last refusal or failure per machine (spec §8 texts), cleared by its next command. */
export const $machineErrors = createStore<Readonly<Record<string, string>>>({})
  .on(sendCommandFx, (errors, { vm }) => ({ ...errors, [vm]: '' }))
  .on(sendCommandFx.fail, (errors, { params, error }) => ({
    ...errors,
    [params.vm]: errorTextByStatus(error, { server: errorTexts.powerServer, client: errorTexts.powerClient }),
  }))
  .on(fetchTicketFx.fail, (errors, { params, error }) => ({ ...errors, [params.vm]: callErrorText(error) }))
  .reset(monitorOpened);

export const $revertCandidate = createStore<string | null>(null)
  .on(revertClicked, (_, email) => email)
  // Open until the call ends (its buttons wait meanwhile); the confirmation itself does not clear it, the call reads it.
  .reset(revertCancelled, revertLabFx.finally, monitorOpened);
export const $labError = createStore<string | null>(null)
  .on([revertLabFx.failData, lowerHandFx.failData], (_, error) => callErrorText(error))
  .reset(revertLabFx, lowerHandFx, monitorOpened);

/** Spec §4's refusal of a command in the machine's state as last pushed, or null when it may be sent. */
const commandChecked = sample({
  clock: commandClicked,
  source: $labs,
  fn: (labs, { vm, command }) => {
    const machine = labs.flatMap((lab) => lab.vms).find((candidate) => candidate.vm === vm);
    return { vm, command, refusal: machine ? refusalOf(command, machine.power_state) : null };
  },
});
$machineErrors.on(
  sample({ clock: commandChecked, filter: ({ refusal }) => refusal !== null }),
  (errors, { vm, refusal }) => ({ ...errors, [vm]: refusal ?? '' }),
);
sample({
  clock: commandChecked,
  source: $classId,
  filter: (classId, { refusal }) => classId !== null && refusal === null,
  fn: (classId, { vm, command }) => ({ classId: classId as string, vm, command }),
  target: sendCommandFx,
});
sample({
  clock: consoleClicked,
  source: $classId,
  filter: Boolean,
  fn: (classId, { vm, name }) => ({ classId, vm, name }),
  target: fetchTicketFx,
});
sample({
  clock: fetchTicketFx.doneData,
  fn: ({ target, ticket: { ticket, keyboardLayout, fileUploadMaxBytes } }): ConsoleTarget => ({
    vm: target.vm,
    name: target.name,
    wmksUrl: ticket,
    // Watching first: 'Take control' on the console switches.
    instructor: {
      classId: target.classId,
      returnTo: `${routes.classMonitor}?id=${encodeURIComponent(target.classId)}`,
      mode: 'view',
    },
    // As the student's lab does: /view has them before a ticket of its own, and reads them (not the monitor).
    ...(keyboardLayout ? { keyboardLayout } : {}),
    ...(fileUploadMaxBytes ? { fileUploadMaxBytes } : {}),
  }),
  target: consoleRequested,
});
sample({ clock: fetchTicketFx.done, fn: () => ({ to: routes.view }), target: navigationRequested });
sample({
  clock: revertConfirmed,
  source: { classId: $classId, email: $revertCandidate },
  filter: ({ classId, email }) => classId !== null && email !== null,
  fn: ({ classId, email }) => ({ classId: classId as string, email: email as string }),
  target: revertLabFx,
});
sample({
  clock: lowerHandClicked,
  source: $classId,
  filter: Boolean,
  fn: (classId, email) => ({ classId, email }),
  target: lowerHandFx,
});
// The push channel tells of these too; reading at once keeps the monitor right if it is reconnecting.
sample({ clock: [sendCommandFx.finally, revertLabFx.finally, lowerHandFx.finally], target: labsOutdated });
