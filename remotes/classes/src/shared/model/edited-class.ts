import type { TrainingClass } from '@academy/api';
import { createEditSession } from '@academy/ui/instructor';
import { createEvent, sample } from 'effector';

/**
 * The class being edited (spec §2 "/classes/edit": carried in client state, not in the URL), shared by the list,
 * which sets it, and the form, which reads it (see createEditSession). Edit on the list starts it, /classes/new
 * and a saved edit end it; /classes/edit opened with no class chosen raises the list's notice until Dismiss.
 */
const session = createEditSession<TrainingClass>();

export const {
  editRequested: classEditStarted,
  createRequested: classCreateStarted,
  editMissing: editedClassMissing,
  missingNoticeClosed: editNoticeDismissed,
  $editedItem: $editedClass,
  $isEditing,
} = session;

/** The form saved an edit; the answer, with its local status, for the list to show. */
export const classUpdated = createEvent<TrainingClass>();

sample({ clock: classUpdated, target: session.editEnded });

/** Shown on the list when /classes/edit was opened with no class chosen. */
export const NO_EDITED_CLASS_NOTICE = 'No class was chosen for editing. Use the Edit button of a class in the list.';

/**
 * The list's notice after /classes/edit sent the instructor back. It lives here, not in the list's model: on a
 * cold /classes/edit only the form's code has loaded when the notice is raised.
 */
export const $editNotice = session.$isEditMissing.map((isMissing) => (isMissing ? NO_EDITED_CLASS_NOTICE : ''));
