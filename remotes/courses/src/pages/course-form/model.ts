import { createEvent, sample } from 'effector';
import { formClosed, formOpened } from '@/features/course-form/model';
import { foldersRequested } from '@/features/folders/model';

/** The course form page opened on a path (/courses/new or /courses/edit): the form, and the folders to choose from. */
export const pageOpened = createEvent<{ path: string }>();
export const pageClosed = createEvent();

sample({ clock: pageOpened, target: formOpened });
sample({ clock: pageOpened, target: foldersRequested });
sample({ clock: pageClosed, target: formClosed });
