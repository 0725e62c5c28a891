import { createEvent, sample } from 'effector';
import { listClosed, listOpened } from '@/features/course-list/model';
import { foldersRequested } from '@/features/folders/model';

/** The course list page opened: its courses, and the folders that name each course's folder. */
export const pageOpened = createEvent();
export const pageClosed = createEvent();

sample({ clock: pageOpened, target: [listOpened, foldersRequested] });
sample({ clock: pageClosed, target: listClosed });
