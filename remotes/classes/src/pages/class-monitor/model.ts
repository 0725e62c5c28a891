import { createEvent, sample } from 'effector';
import { trailClosed, trailOpened, trailOutdated } from '@/features/class-audit/model';
import { labsOutdated, monitorClosed, monitorOpened } from '@/features/class-monitor/model';
import { usageClosed, usageOpened, usageOutdated } from '@/features/class-usage/model';

/** The class monitor page opened on a class (/classes/monitor?id=<class id>). */
export const pageOpened = createEvent<string>();
export const pageClosed = createEvent();

sample({ clock: pageOpened, target: [monitorOpened, trailOpened, usageOpened] });
sample({ clock: pageClosed, target: [monitorClosed, trailClosed, usageClosed] });
// What changed a lab (a command, a revert, a raised hand) was written to the trail, and powered machines run up usage.
sample({ clock: labsOutdated, target: [trailOutdated, usageOutdated] });
