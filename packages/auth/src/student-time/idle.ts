import { apiPaths } from '@academy/api';
import { signedOut, studentNoticeReceived } from '@academy/bus';
import { attach, createEvent, createStore, sample } from 'effector';
import { $studentApi, studentRequest } from '../http/student-request';

/**
 * The idle suspend on the student's side: the warning the push channel brings, 'I'm still here', and the note that
 * the lab was suspended (Start resumes it as it was).
 */

export const stillHereClicked = createEvent();
export const idleSuspendNoteDismissed = createEvent();

/** POST /api/training-class/still-here: the lab is in use; the server tells every page of the student's. */
export const confirmStillHereFx = attach({
  source: $studentApi,
  effect: (api) => studentRequest<void>(api, apiPaths.stillHere, { method: 'POST' }),
});

const idleWarned = studentNoticeReceived.filterMap((notice) => (notice.kind === 'idle-warning' ? notice : undefined));
const idleCleared = studentNoticeReceived.filter({ fn: (notice) => notice.kind === 'idle-cleared' });
const idleSuspended = studentNoticeReceived.filter({ fn: (notice) => notice.kind === 'idle-suspended' });

/** Minutes until the suspend, as the warning came: 'Your lab will be suspended in 5 minutes'. */
export const $idleWarningText = createStore('')
  .on(
    idleWarned,
    (_, { minutesLeft }) => `Your lab will be suspended in ${minutesLeft} ${minutesLeft === 1 ? 'minute' : 'minutes'}`,
  )
  .reset(idleCleared, idleSuspended, confirmStillHereFx.done, signedOut);

export const $isConfirmingStillHere = confirmStillHereFx.pending;

/** After a suspend for idleness, until the student closes it or comes back. */
export const $idleSuspendNote = createStore('')
  .on(idleSuspended, () => 'Your lab was suspended while idle. Start your machines to resume them as they were.')
  .reset(idleSuspendNoteDismissed, idleCleared, signedOut);

sample({
  clock: stillHereClicked,
  filter: $isConfirmingStillHere.map((pending) => !pending),
  target: confirmStillHereFx,
});
