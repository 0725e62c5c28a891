import { callErrorText, createAsyncGroup, type TrainingClass } from '@academy/api';
import { $instructorApi, reportInstructorUnauthorized } from '@academy/auth/instructor-api';
import { signedOut } from '@academy/bus';
import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { softDeleteClass } from './api';
import { softDeleteInput } from './lib';

/** Delete was clicked on a class: the 'Delete Class' dialog asks first. */
export const deleteRequested = createEvent<TrainingClass>();
export const deleteCancelled = createEvent();
export const deleteConfirmed = createEvent();
/** The list that offers Delete opened: a delete that failed on an earlier visit is forgotten. */
export const listOpened = createEvent();

/** The soft delete (spec §4): an update with start and end dates set to yesterday; it answers the class's id. */
export const softDeleteClassFx = attach({
  source: $instructorApi,
  effect: async (api, trainingClass: TrainingClass) => {
    await softDeleteClass(api, { id: trainingClass.id, input: softDeleteInput(trainingClass, new Date()) });
    return trainingClass.id;
  },
});

const logDeleteFailureFx = createEffect((error: unknown) => {
  console.error('Class list: deleting the class failed', error);
});

reportInstructorUnauthorized([softDeleteClassFx]);

/** The class the dialog asks about; the dialog is open while it is set. A failed delete closes it too. */
export const $classToDelete = createStore<TrainingClass | null>(null)
  .on(deleteRequested, (_, trainingClass) => trainingClass)
  .reset(deleteCancelled, softDeleteClassFx.finally, signedOut);

export const $isDeleting = softDeleteClassFx.pending;

/** A failed delete's text, shown above the list. */
export const { $error: $deleteError } = createAsyncGroup([softDeleteClassFx], callErrorText, [signedOut, listOpened]);

sample({
  clock: deleteConfirmed,
  source: $classToDelete,
  filter: (trainingClass): trainingClass is TrainingClass => trainingClass !== null,
  target: softDeleteClassFx,
});

sample({ clock: softDeleteClassFx.failData, target: logDeleteFailureFx });
