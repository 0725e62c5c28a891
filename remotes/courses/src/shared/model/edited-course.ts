import type { TrainingCourse } from '@academy/api';
import { createEditSession } from '@academy/ui/instructor';

/**
 * The course edit session shared by this remote's two pages (see createEditSession). The course form ends the edit
 * when it closes, saved or left, and the list's notice about a missing course closes with the list.
 */
export const {
  editRequested: courseEditRequested,
  createRequested: courseCreateRequested,
  editEnded: courseEditEnded,
  itemDeleted: courseDeleted,
  editMissing: courseEditMissing,
  missingNoticeClosed: courseEditMissingShown,
  $editedItem: $editedCourse,
  $isEditing: $isEditMode,
  $isEditMissing,
} = createEditSession<TrainingCourse>();
