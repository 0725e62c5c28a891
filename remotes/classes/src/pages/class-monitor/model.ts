import { createEvent, sample } from 'effector';
import { trailClosed, trailOpened, trailOutdated } from '@/features/class-audit/model';
import { classShown, panelClosed } from '@/features/class-end/model';
import { $trainingClass, labChanged, monitorClosed, monitorOpened } from '@/features/class-monitor/model';
import { usageClosed, usageOpened, usageOutdated } from '@/features/class-usage/model';

/** The class monitor page opened on a class (/classes/monitor?id=<class id>). */
export const pageOpened = createEvent<string>();
export const pageClosed = createEvent();

sample({ clock: pageOpened, target: [monitorOpened, trailOpened, usageOpened] });
sample({ clock: pageClosed, target: [monitorClosed, trailClosed, usageClosed, panelClosed] });
// What changed a lab (a command, a revert, a raised hand) was written to the trail, and powered machines run up usage.
// The channel's opening is no change: the sections were just read with the page.
sample({ clock: labChanged, target: [trailOutdated, usageOutdated] });
// The class's end panel shows the monitored class's end.
sample({
  clock: $trainingClass.updates,
  filter: (trainingClass) => trainingClass !== null,
  fn: (trainingClass) => trainingClass as NonNullable<typeof trainingClass>,
  target: classShown,
});
