import { createEvent, sample } from 'effector';
import { labsOutdated, monitorClosed, monitorOpened } from '@/features/class-monitor/model';
import { progressClosed, progressOpened, progressOutdated } from '@/features/manual-progress/model';

/** The class monitor page opened on a class (/classes/monitor?id=<class id>). */
export const pageOpened = createEvent<string>();
export const pageClosed = createEvent();

sample({ clock: pageOpened, target: monitorOpened });
sample({ clock: pageClosed, target: monitorClosed });
sample({ clock: pageOpened, target: progressOpened });
sample({ clock: pageClosed, target: progressClosed });
// Every push of the class's channel (a 'manual' one among them) reads the places again.
sample({ clock: labsOutdated, target: progressOutdated });
