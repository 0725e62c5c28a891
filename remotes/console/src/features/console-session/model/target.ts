import type { ConsoleTarget, ConsoleWatchMode } from '@academy/api';
import { $studentEmail } from '@academy/auth';
import { $consoleTarget, signedOut } from '@academy/bus';
import { combine, createEffect, createStore, sample } from 'effector';
import { withTicketFieldsRead } from '../console-target';
import {
  clearRememberedTarget,
  type RememberedTarget,
  readRememberedTarget,
  writeRememberedTarget,
} from '../remembered-target';
import { consoleOpened } from './console';

/**
 * The machine /view shows: the one the lab chose with View (the bus), or, when the bus has none (a reload), the one
 * this tab showed last to the same student.
 */

export const $rememberedTarget = createStore<RememberedTarget | null>(readRememberedTarget(), {
  serialize: 'ignore',
}).reset(signedOut);

const $restoredTarget = combine($rememberedTarget, $studentEmail, (remembered, email) =>
  remembered && email !== '' && remembered.email === email ? remembered.target : null,
);

export const $target = combine($consoleTarget, $restoredTarget, (chosen, restored) => {
  const target = chosen ?? restored;
  return target && withTicketFieldsRead(target);
});

/** How an instructor's console acts on the machine: watching unless they took control (a student's: null). */
export const $watchMode = $target.map((target): ConsoleWatchMode | null =>
  target?.instructor ? (target.instructor.mode ?? 'view') : null,
);

/** The target comes from before a reload: its console address was used then, and tickets work once. */
export const $isTargetRestored = combine($consoleTarget, $restoredTarget, (chosen, restored) => !chosen && !!restored);

export const rememberTargetFx = createEffect(writeRememberedTarget);
export const forgetTargetFx = createEffect(clearRememberedTarget);

const chosenTargetOpened = sample({
  clock: consoleOpened,
  source: { target: $consoleTarget, email: $studentEmail },
  filter: ({ target }) => target !== null,
  fn: ({ target, email }): RememberedTarget => ({ email, target: target as ConsoleTarget }),
});
$rememberedTarget.on(chosenTargetOpened, (_, remembered) => remembered);
sample({ clock: chosenTargetOpened, target: rememberTargetFx });
sample({ clock: signedOut, target: forgetTargetFx });
