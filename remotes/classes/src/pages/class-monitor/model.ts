import { combine, createEvent, sample } from 'effector';
import { trailClosed, trailOpened, trailOutdated } from '@/features/class-audit/model';
import { channelEventReceived, checksClosed, checksOpened, checksOutdated } from '@/features/class-checks/model';
import { classShown, panelClosed } from '@/features/class-end/model';
import { messagesClosed, messagesOpened, messagesOutdated, studentsKnown } from '@/features/class-messages/model';
import {
  $classId,
  $labs,
  $trainingClass,
  channelOpened,
  channelReopened,
  classChanged,
  classEventReceived,
  fetchClassFx,
  labsOutdated,
  monitorClosed,
  monitorOpened,
  stuckKnown,
} from '@/features/class-monitor/model';
import {
  $rosterClassId,
  labsSeen,
  rosterClosed,
  rosterOpened,
  rosterOutdated,
  studentsChanged,
} from '@/features/class-roster/model';
import { usageClosed, usageOpened, usageOutdated } from '@/features/class-usage/model';
import { sessionsClosed, sessionsOpened, sessionsOutdated } from '@/features/console-sessions/model';
import { handChanged, labsReceived, queueClosed, queueOpened } from '@/features/help-queue/model';
import {
  $classManual,
  $stuck,
  progressClosed,
  progressOpened,
  progressOutdated,
} from '@/features/manual-progress/model';
import { pauseClosed, pauseOpened } from '@/features/screens-pause/model';

/** The class monitor page opened on a class (/classes/monitor?id=<class id>). */
export const pageOpened = createEvent<string>();
export const pageClosed = createEvent();

sample({
  clock: pageOpened,
  target: [
    monitorOpened,
    trailOpened,
    usageOpened,
    queueOpened,
    messagesOpened,
    progressOpened,
    sessionsOpened,
    pauseOpened,
    checksOpened,
  ],
});
sample({
  clock: pageClosed,
  target: [
    monitorClosed,
    trailClosed,
    usageClosed,
    panelClosed,
    queueClosed,
    messagesClosed,
    progressClosed,
    sessionsClosed,
    pauseClosed,
    rosterClosed,
    checksClosed,
  ],
});
// A check's verdict comes pushed into the checks' grid; after a reconnection verdicts may have been missed.
sample({ clock: classEventReceived, target: channelEventReceived });
sample({ clock: channelReopened, target: checksOutdated });
// What changed (a command, a revert, a hand, a message) was written to the trail, and powered machines run up usage.
// The channel's opening is no change: the sections were just read with the page.
sample({ clock: classChanged, target: trailOutdated });
sample({
  clock: classChanged,
  filter: ({ reason }) => reason !== 'message' && reason !== 'console',
  target: usageOutdated,
});
sample({ clock: classChanged, filter: ({ reason }) => reason === 'message', target: messagesOutdated });
// A student moved in the manual; after a reconnection, places may have moved while the channel was closed.
sample({ clock: classChanged, filter: ({ reason }) => reason === 'manual', target: progressOutdated });
sample({ clock: channelOpened, target: progressOutdated });
// An instructor's console opened or closed on a student's machine.
sample({ clock: classChanged, filter: ({ reason }) => reason === 'console', target: sessionsOutdated });
// The class's end panel shows the monitored class's end; the messages offer its students.
sample({
  clock: $trainingClass.updates,
  filter: (trainingClass) => trainingClass !== null,
  fn: (trainingClass) => trainingClass as NonNullable<typeof trainingClass>,
  target: classShown,
});
sample({ clock: $trainingClass.updates, filter: Boolean, fn: ({ emails }) => emails, target: studentsKnown });
// The queue is the labs' hands; a claim or a Done reads the labs again.
sample({ clock: $labs.updates, target: labsReceived });
sample({ clock: handChanged, target: labsOutdated });
// The monitor's 'Stuck' shows the students stuck in the manual; a class that reads none offers no 'Stuck'.
const $stuckInManual = combine($classManual, $stuck, (manual, stuck) => (manual ? stuck : null));
sample({ clock: $stuckInManual, target: stuckKnown });
// A class that names its students: their names on the cards, and students added and removed here. The roster is read
// again when the channel reopens (it may have changed meanwhile) and when a lab appears that it does not name.
sample({
  clock: $trainingClass.updates,
  source: $rosterClassId,
  filter: (rosterClassId, trainingClass) => (trainingClass?.rosterSize ?? 0) > 0 && trainingClass?.id !== rosterClassId,
  fn: (_, trainingClass) => ({
    classId: (trainingClass as NonNullable<typeof trainingClass>).id,
    followsInvitations: false,
  }),
  target: rosterOpened,
});
sample({ clock: channelOpened, target: rosterOutdated });
sample({ clock: $labs.updates, fn: (labs) => labs.map(({ email }) => email), target: labsSeen });
// A student added or removed here: their lab comes or goes, and the title's count of students changes.
sample({ clock: studentsChanged, target: labsOutdated });
sample({ clock: studentsChanged, source: $classId, filter: Boolean, target: fetchClassFx });
