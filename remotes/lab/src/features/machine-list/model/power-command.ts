import { type PowerState, refusalOf } from '@academy/power-rules';
import { sample } from 'effector';
import type { MachineCommand } from '../lib';
import { checkBeforeCommandFx, sendCommandFx } from './requests';

// A power command: read the machine's state, then refuse or send.

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
