import { $instructorApi, reportInstructorUnauthorized } from '@academy/auth/instructor-api';
import { withMessage } from '@academy/classroom';
import { type ClassMessage, callErrorText } from '@academy/contracts';
import { attach, createEvent, createStore, sample } from 'effector';
import { fetchClassMessages, sendClassMessage } from './api';

/** The class's messages on the monitor: the history, and a message to the class or to one student. */

export const messagesOpened = createEvent<string>();
export const messagesClosed = createEvent();
/** The push channel told of a message (a student's reply, another instructor's message). */
export const messagesOutdated = createEvent();
/** The class's students, for the recipient list. */
export const studentsKnown = createEvent<readonly string[]>();
/** '' is the whole class; otherwise a student's e-mail. */
export const recipientChanged = createEvent<string>();
export const draftChanged = createEvent<string>();
export const messageSubmitted = createEvent();

const $classId = createStore<string | null>(null)
  .on(messagesOpened, (_, classId) => classId)
  .reset(messagesClosed);

export const fetchMessagesFx = attach({ source: $instructorApi, effect: fetchClassMessages });
export const sendMessageFx = attach({ source: $instructorApi, effect: sendClassMessage });
reportInstructorUnauthorized([fetchMessagesFx, sendMessageFx]);

export const $messages = createStore<ClassMessage[]>([])
  .on(fetchMessagesFx.doneData, (_, messages) => messages)
  // The answer is the message as stored: shown at once; the push channel's echo reads the history for the others.
  .on(sendMessageFx.doneData, (history, message) => withMessage(history, message))
  .reset(messagesOpened, messagesClosed);
export const $students = createStore<readonly string[]>([]).on(studentsKnown, (_, emails) => emails);
export const $recipient = createStore('')
  .on(recipientChanged, (_, email) => email)
  .reset(messagesOpened);
/** What the instructor is typing: kept when sending fails, cleared once sent. */
export const $draft = createStore('')
  .on(draftChanged, (_, text) => text)
  .reset(sendMessageFx.done, messagesOpened);
export const $sendError = createStore<string | null>(null)
  .on(sendMessageFx.failData, (_, error) => callErrorText(error))
  .reset(sendMessageFx, draftChanged, messagesOpened);
export const $loadError = createStore<string | null>(null)
  .on(fetchMessagesFx.failData, (_, error) => callErrorText(error))
  .reset(fetchMessagesFx.done, messagesOpened);
export const $isSending = sendMessageFx.pending;

sample({
  clock: [messagesOpened, messagesOutdated],
  source: $classId,
  filter: Boolean,
  target: fetchMessagesFx,
});
sample({
  clock: messageSubmitted,
  source: { classId: $classId, to: $recipient, draft: $draft, isSending: $isSending },
  filter: ({ classId, draft, isSending }) => classId !== null && !isSending && draft.trim() !== '',
  fn: ({ classId, to, draft }) => ({ classId: classId as string, input: { text: draft.trim(), to: to || null } }),
  target: sendMessageFx,
});
