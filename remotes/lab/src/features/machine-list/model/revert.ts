import { callErrorText, createAsyncGroup } from '@academy/api';
import { signedOut } from '@academy/bus';
import { createEvent, createStore, sample } from 'effector';
import { $isLabInProgress } from './provisioning';
import { revertFx } from './requests';

// Revert Lab, after a confirmation; not while a revert or provisioning already runs.

export const revertClicked = createEvent();
export const revertConfirmed = createEvent();
export const revertCancelled = createEvent();

const $canRevert = $isLabInProgress.map((isLabInProgress) => !isLabInProgress);

const revertAsked = sample({ clock: revertClicked, filter: $canRevert });

export const $isRevertConfirmOpen = createStore(false)
  .on(revertAsked, () => true)
  .on([revertConfirmed, revertCancelled], () => false)
  .reset(signedOut);

sample({ clock: revertConfirmed, filter: $canRevert, target: revertFx });

export const $isRevertPending = revertFx.pending;

export const { $status: $revertStatus, $error: $revertError } = createAsyncGroup([revertFx], callErrorText, [
  signedOut,
]);
