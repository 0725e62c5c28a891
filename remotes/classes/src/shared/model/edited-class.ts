import { createEvent, createStore } from 'effector';
import { signedOut, type TrainingClass } from '@academy/contracts';

/**
 * The class being edited (spec §2 "/classes/edit": carried in client state, not in the URL), shared by the
 * list, which sets it, and the form, which reads it. Both pages live in this remote, so plain module units do.
 */

/** The list's Edit was clicked for this class. */
export const classEditStarted = createEvent<TrainingClass>();
/** /classes/new was opened: the form is in create mode. */
export const classCreateStarted = createEvent();
/** The form saved an edit; the answer, with its local status, for the list to show. */
export const classUpdated = createEvent<TrainingClass>();
/** /classes/edit was opened with no class chosen: the form sent the instructor back to the list. */
export const editedClassMissing = createEvent();

export const $editedClass = createStore<TrainingClass | null>(null)
  .on(classEditStarted, (_, trainingClass) => trainingClass)
  .reset(classCreateStarted, classUpdated, signedOut);

/** Shown on the list when /classes/edit was opened with no class chosen. */
export const NO_EDITED_CLASS_NOTICE = 'No class was chosen for editing. Use the Edit button of a class in the list.';

/** The instructor dismissed the notice. */
export const editNoticeDismissed = createEvent();

/**
 * The list's notice after /classes/edit sent the instructor back. It lives here, not in the list's model: on a
 * cold /classes/edit only the form's code has loaded when the notice is raised.
 */
export const $editNotice = createStore('')
  .on(editedClassMissing, () => NO_EDITED_CLASS_NOTICE)
  .reset(editNoticeDismissed, classEditStarted, classCreateStarted, signedOut);

/** Spec §4: the form is in edit mode when a selected class with an id exists. */
export const $isEditing = $editedClass.map((trainingClass) => Boolean(trainingClass?.id));
