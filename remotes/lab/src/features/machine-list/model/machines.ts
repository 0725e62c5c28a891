import type { Machine } from '@academy/api';
import { signedOut, studentNoticeReceived } from '@academy/bus';
import { createStore } from 'effector';
import { powerErrorText, refreshErrorText } from '@/shared/lib/error-texts';
import { labLoaded } from '@/shared/model/lab-session';
import { replaceMachines, stateAfterCommand, updateMachine } from '../lib';
import { commandRefused } from './power-command';
import { checkBeforeCommandFx, fetchTicketFx, refreshMachineFx, revertFx, sendCommandFx } from './requests';

/**
 * The machines the portal suspended for idleness, as the push channel names them: their rows change without a read of
 * the list (a read is the student's use, which would end the suspend's note at once).
 */
const suspendedForIdleness = studentNoticeReceived.filterMap((notice) =>
  notice.kind === 'idle-suspended' ? notice.vms : undefined,
);

/** The lab's machines, each row with its own state, progress and message, and how many the lab should have. */
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
  .on(suspendedForIdleness, (machines, vms) =>
    vms.reduce((list, vm) => updateMachine(list, vm, { power_state: 'SUSPENDED', message: '' }), machines),
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
