import { createEvent, sample } from 'effector';
import { messagesClosed, messagesOpened, messagesOutdated, studentsKnown } from '@/features/class-messages/model';
import {
  $labs,
  $trainingClass,
  classChanged,
  labsOutdated,
  monitorClosed,
  monitorOpened,
} from '@/features/class-monitor/model';
import { handChanged, labsReceived, queueClosed, queueOpened } from '@/features/help-queue/model';

/** The class monitor page opened on a class (/classes/monitor?id=<class id>). */
export const pageOpened = createEvent<string>();
export const pageClosed = createEvent();

sample({ clock: pageOpened, target: [monitorOpened, queueOpened, messagesOpened] });
sample({ clock: pageClosed, target: [monitorClosed, queueClosed, messagesClosed] });
sample({ clock: classChanged, filter: ({ reason }) => reason === 'message', target: messagesOutdated });
sample({ clock: $trainingClass.updates, filter: Boolean, fn: ({ emails }) => emails, target: studentsKnown });
// The queue is the labs' hands; a claim or a Done reads the labs again.
sample({ clock: $labs.updates, target: labsReceived });
sample({ clock: handChanged, target: labsOutdated });
