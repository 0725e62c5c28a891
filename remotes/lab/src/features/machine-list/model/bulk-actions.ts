import { createEffect, createEvent, sample } from 'effector';
import { type BulkAction, bulkCommands, type MachineCommand } from '../lib';
import { $machines } from './machines';
import { $isLabInProgress } from './provisioning';
import { checkBeforeCommandFx } from './requests';

export const bulkActionClicked = createEvent<BulkAction>();

/** A bulk action: every machine goes through its own command, so each row shows its own outcome. */
const runCommandsFx = createEffect(async (commands: MachineCommand[]) => {
  await Promise.allSettled(commands.map((command) => checkBeforeCommandFx(command)));
});

// While a revert or provisioning runs the bulk actions wait (their buttons say so): the machines come and go.
sample({
  clock: bulkActionClicked,
  source: { machines: $machines, isLabInProgress: $isLabInProgress },
  filter: ({ machines, isLabInProgress }, action) => !isLabInProgress && bulkCommands(action, machines).length > 0,
  fn: ({ machines }, action) => bulkCommands(action, machines),
  target: runCommandsFx,
});
