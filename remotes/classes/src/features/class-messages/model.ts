import { callErrorText } from '@academy/api';
import { $instructorApi, reportInstructorUnauthorized } from '@academy/auth/instructor-api';
import { createConversation } from '@academy/classroom';
import { attach, combine, createEvent, createStore, sample } from 'effector';
import { type ClassRecipient, fetchClassMessages, sendClassMessage } from './api';

/** The class's messages on the monitor: the history, and a message to the class or to one student. */

export const messagesOpened = createEvent<string>();
export const messagesClosed = createEvent();
/** The push channel told of a message (a student's reply, another instructor's message). */
export const messagesOutdated = createEvent();
/** The class's students, for the recipient list. */
export const studentsKnown = createEvent<readonly string[]>();
/** '' is the whole class; otherwise a student's e-mail. */
export const recipientChanged = createEvent<string>();

const $classId = createStore<string | null>(null)
  .on(messagesOpened, (_, classId) => classId)
  .reset(messagesClosed);

export const fetchMessagesFx = attach({ source: $instructorApi, effect: fetchClassMessages });
export const sendMessageFx = attach({ source: $instructorApi, effect: sendClassMessage });
reportInstructorUnauthorized([fetchMessagesFx, sendMessageFx]);

export const $students = createStore<readonly string[]>([]).on(studentsKnown, (_, emails) => emails);
export const $recipient = createStore('')
  .on(recipientChanged, (_, email) => email)
  .reset(messagesOpened);

// The answer to a send is the message as stored, shown at once; the push channel's echo reads the history for the others.
export const conversation = createConversation({
  historyRead: fetchMessagesFx.doneData,
  $to: combine($classId, $recipient, (classId, email): ClassRecipient | null =>
    classId === null ? null : { classId, student: email || null },
  ),
  sendFx: sendMessageFx,
  clearedBy: [messagesOpened, messagesClosed],
});

export const $loadError = createStore<string | null>(null)
  .on(fetchMessagesFx.failData, (_, error) => callErrorText(error))
  .reset(fetchMessagesFx.done, messagesOpened);

sample({
  clock: [messagesOpened, messagesOutdated],
  source: $classId,
  filter: Boolean,
  target: fetchMessagesFx,
});
