import { createEffect, createEvent, sample } from 'effector';
import { type BulkAction, bulkCommands, type MachineCommand } from '../lib';
import { $machines } from './machines';
import { checkBeforeCommandFx } from './requests';

export const bulkActionClicked = createEvent<BulkAction>();

/** A bulk action: every machine goes through its own command, so each row shows its own outcome. */
const runCommandsFx = createEffect(async (commands: MachineCommand[]) => {
  await Promise.allSettled(commands.map((command) => checkBeforeCommandFx(command)));
});

sample({
  clock: bulkActionClicked,
  source: $machines,
  fn: (machines, action) => bulkCommands(action, machines),
  filter: (machines, action) => bulkCommands(action, machines).length > 0,
  target: runCommandsFx,
});
