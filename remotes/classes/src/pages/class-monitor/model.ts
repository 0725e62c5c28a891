import { createEvent, sample } from 'effector';
import { classShown, panelClosed } from '@/features/class-end/model';
import { $trainingClass, monitorClosed, monitorOpened } from '@/features/class-monitor/model';

/** The class monitor page opened on a class (/classes/monitor?id=<class id>). */
export const pageOpened = createEvent<string>();
export const pageClosed = createEvent();

sample({ clock: pageOpened, target: monitorOpened });
sample({ clock: pageClosed, target: [monitorClosed, panelClosed] });
// The class's end panel shows the monitored class's end.
sample({
  clock: $trainingClass.updates,
  filter: (trainingClass) => trainingClass !== null,
  fn: (trainingClass) => trainingClass as NonNullable<typeof trainingClass>,
  target: classShown,
});
