import { callErrorText, createAsyncGroup, signedOut } from '@academy/contracts';
import { createEvent, createStore, sample } from 'effector';
import { revertFx } from './requests';

// Revert Lab, after a confirmation.

export const revertClicked = createEvent();
export const revertConfirmed = createEvent();
export const revertCancelled = createEvent();

export const $isRevertConfirmOpen = createStore(false)
  .on(revertClicked, () => true)
  .on([revertConfirmed, revertCancelled], () => false)
  .reset(signedOut);

sample({
  clock: revertConfirmed,
  filter: revertFx.pending.map((pending) => !pending),
  target: revertFx,
});

export const $isRevertPending = revertFx.pending;

export const { $status: $revertStatus, $error: $revertError } = createAsyncGroup([revertFx], callErrorText);
