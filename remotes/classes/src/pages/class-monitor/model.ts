import { createEvent, sample } from 'effector';
import { monitorClosed, monitorOpened } from '@/features/class-monitor/model';

/** The class monitor page opened on a class (/classes/monitor?id=<class id>). */
export const pageOpened = createEvent<string>();
export const pageClosed = createEvent();

sample({ clock: pageOpened, target: monitorOpened });
sample({ clock: pageClosed, target: monitorClosed });
