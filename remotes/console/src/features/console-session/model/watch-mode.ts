import type { ConsoleTarget, ConsoleWatchMode } from '@academy/api';
import { consoleRequested } from '@academy/bus';
import { createEvent, sample } from 'effector';
import { $phase, attemptStarted } from './phase';
import { $target } from './target';

/**
 * 'Take control' and 'Give back' on an instructor's console. The mode is bound to the console's ticket on the
 * server, so switching reconnects with a fresh ticket of the other mode rather than asking the server to change the
 * live connection: the ticket call may reach another instance than the one holding the console, a ticket cannot
 * be replayed into control, and each mode is one recorded session (what the student's banner and the monitor's
 * list say).
 */

export const takeControlClicked = createEvent();
export const giveBackClicked = createEvent();

const modeChosen = createEvent<ConsoleWatchMode>();
sample({ clock: takeControlClicked, fn: (): ConsoleWatchMode => 'control', target: modeChosen });
sample({ clock: giveBackClicked, fn: (): ConsoleWatchMode => 'view', target: modeChosen });

const switched = sample({
  clock: modeChosen,
  source: $target,
  filter: (target, mode) => !!target?.instructor && (target.instructor.mode ?? 'view') !== mode,
  fn: (target, mode): ConsoleTarget => {
    const { instructor } = target as ConsoleTarget & { instructor: NonNullable<ConsoleTarget['instructor']> };
    // The console's address stays the one already used: the next attempt asks a fresh ticket in the new mode.
    return { ...(target as ConsoleTarget), instructor: { ...instructor, mode } };
  },
});
sample({ clock: switched, target: consoleRequested });
// Connected or waiting to reconnect: reconnect now (connecting drops the current connection first).
sample({
  clock: switched,
  source: $phase,
  filter: (phase) => phase === 'open' || phase === 'waiting',
  fn: () => undefined,
  target: attemptStarted,
});
