import { studentChannelReleased, studentChannelRequested } from '@academy/bus';
import { createClassroom } from '@academy/classroom';
import { createEvent, sample } from 'effector';
import { listOpened } from '@/features/machine-list/model';

/** The page's own classroom (messages, banner, paused screens, presentation), alive while the page shows it. */
export const classroom = createClassroom();

/** The machines page opened: the list is fetched if this page session does not hold the lab yet (a reload). */
export const pageOpened = createEvent();
export const pageClosed = createEvent();

sample({ clock: pageOpened, target: listOpened });
// The class's end and the warnings come through the student's push channel while the page shows.
sample({ clock: pageOpened, target: studentChannelRequested });
sample({ clock: pageClosed, target: studentChannelReleased });
