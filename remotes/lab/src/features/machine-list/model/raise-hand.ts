import { $studentApi } from '@academy/auth';
import { callErrorText, signedOut } from '@academy/contracts';
import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { labLoaded } from '@/shared/model/lab-session';
import { setHelpRequest } from '../api';

/** The student's raised hand: kept by the server, so it survives a reload and shows the instructor lowering it. */

export const handToggled = createEvent();

export const setHelpRequestFx = createEffect(setHelpRequest);
const setHandFx = attach({
  source: $studentApi,
  mapParams: (raised: boolean, api) => ({ ...api, raised }),
  effect: setHelpRequestFx,
});

/** When the hand went up (ISO), or null while it is down; every login answer (Refresh List too) says it again. */
export const $helpRequestedAt = createStore<string | null>(null)
  .on(labLoaded, (_, { helpRequestedAt }) => helpRequestedAt ?? null)
  .on(setHandFx.doneData, (_, { helpRequestedAt }) => helpRequestedAt)
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
