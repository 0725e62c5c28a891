import { createEvent, sample } from 'effector';
import { listOpened } from '@/features/machine-list/model';

/** The machines page opened: the list is fetched if this page session does not hold the lab yet (a reload). */
export const pageOpened = createEvent();

sample({ clock: pageOpened, target: listOpened });
