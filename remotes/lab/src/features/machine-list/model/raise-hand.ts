import { callErrorText, type HelpRequestState } from '@academy/api';
import { $studentApi } from '@academy/auth';
import { signedOut, studentNoticeReceived } from '@academy/bus';
import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { labLoaded } from '@/shared/model/lab-session';
import { fetchHelpRequest, setHelpRequest } from '../api';

/** The student's raised hand: kept by the server, so it survives a reload and shows the instructor lowering it. */

export const handToggled = createEvent();

export const setHelpRequestFx = createEffect(setHelpRequest);
const setHandFx = attach({
  source: $studentApi,
  mapParams: (raised: boolean, api) => ({ ...api, raised }),
  effect: setHelpRequestFx,
});

/** Reads the hand's place in the queue again: the push channel says when the queue moved. */
export const fetchHelpFx = attach({ source: $studentApi, effect: fetchHelpRequest });

/** When the hand went up (ISO), or null while it is down; every login answer (Refresh List too) says it again. */
export const $helpRequestedAt = createStore<string | null>(null)
  .on(labLoaded, (_, { helpRequestedAt }) => helpRequestedAt ?? null)
  .on([setHandFx.doneData, fetchHelpFx.doneData], (_, { helpRequestedAt }) => helpRequestedAt)
  .reset(signedOut);

/** The hand's place in the class's queue and who is coming; unknown (null) until read. */
export const $helpQueue = createStore<Pick<HelpRequestState, 'queuePosition' | 'claimedBy'> | null>(null)
  .on([setHandFx.doneData, fetchHelpFx.doneData], (_, { queuePosition, claimedBy }) => ({ queuePosition, claimedBy }))
  .reset(signedOut);
export const $isHandPending = setHandFx.pending;
export const $handError = createStore<string | null>(null)
  .on(setHandFx.failData, (_, error) => callErrorText(error))
  .reset(setHandFx, signedOut);

sample({
  clock: handToggled,
  source: $helpRequestedAt,
  filter: setHandFx.pending.map((pending) => !pending),
  fn: (raisedAt) => raisedAt === null,
  target: setHandFx,
});

// A raised hand learns its place after a reload, and again whenever the queue moves (a hand up, claimed, or done).
sample({
  clock: [labLoaded, studentNoticeReceived.filter({ fn: (notice) => notice.kind === 'help-queue' })],
  source: $helpRequestedAt,
  filter: (raisedAt) => raisedAt !== null,
  target: fetchHelpFx,
});
