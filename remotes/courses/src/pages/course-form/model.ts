import { createEvent, sample } from 'effector';
import { formClosed, formOpened } from '@/features/course-form/model';
import { manualFormClosed, manualFormOpened } from '@/features/course-manual/model';
import { foldersRequested } from '@/features/folders/model';
import { $editedCourse } from '@/shared/model/edited-course';

/** The course form page opened on a path (/courses/new or /courses/edit): the form, and the folders to choose from. */
export const pageOpened = createEvent<{ path: string }>();
export const pageClosed = createEvent();

sample({ clock: pageOpened, target: formOpened });
sample({ clock: pageOpened, target: foldersRequested });
sample({ clock: pageClosed, target: formClosed });
// After the form's own handling, so the course being edited is the one just opened.
sample({ clock: pageOpened, source: $editedCourse, target: manualFormOpened });
sample({ clock: pageClosed, target: manualFormClosed });
