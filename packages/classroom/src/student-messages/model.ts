import { $studentApi } from '@academy/auth';
import { type ClassMessage, callErrorText, signedOut, studentNoticeReceived } from '@academy/contracts';
import { attach, createEvent, createStore, sample } from 'effector';
import { fetchStudentMessages, sendStudentMessage } from './api';
import { withMessage } from './lib';

/** The class's messages on a student's page: a notice as one arrives, the history, and a reply to the instructors. */

/** A student's page that shows the messages opened or closed (/machines, /view). */
export const messagesOpened = createEvent();
export const messagesClosed = createEvent();
export const panelToggled = createEvent();
export const noticeDismissed = createEvent();
export const draftChanged = createEvent<string>();
export const replySubmitted = createEvent();

export const fetchMessagesFx = attach({ source: $studentApi, effect: fetchStudentMessages });
export const sendReplyFx = attach({
  source: $studentApi,
  effect: (api, text: string) => sendStudentMessage({ ...api, text }),
});

const messageReceived = studentNoticeReceived.filterMap((notice) =>
  notice.kind === 'message' ? notice.message : undefined,
);

export const $messages = createStore<ClassMessage[]>([])
  .on(fetchMessagesFx.doneData, (_, messages) => messages)
  .on([messageReceived, sendReplyFx.doneData], (history, message) => withMessage(history, message))
  .reset(signedOut);

export const $isPanelOpen = createStore(false)
  .on(panelToggled, (isOpen) => !isOpen)
  .reset(messagesClosed, signedOut);

/** The instructor's latest message, shown until dismissed or read in the open panel. */
export const $notice = createStore<ClassMessage | null>(null)
  .on(messageReceived, (_, message) => message)
  .reset(noticeDismissed, panelToggled, messagesClosed, signedOut);

/** Messages that came while the panel was closed. */
export const $unreadCount = createStore(0)
  .on(messageReceived, (count) => count + 1)
  .reset(panelToggled, signedOut);

/** What the student is typing: kept when sending fails, cleared once the instructors have it. */
export const $draft = createStore('')
  .on(draftChanged, (_, text) => text)
  .reset(sendReplyFx.done, signedOut);

export const $replyError = createStore<string | null>(null)
  .on(sendReplyFx.failData, (_, error) => callErrorText(error))
  .reset(sendReplyFx, draftChanged, messagesClosed);

export const $isSending = sendReplyFx.pending;

sample({ clock: messagesOpened, target: fetchMessagesFx });
sample({
  clock: replySubmitted,
  source: { draft: $draft, isSending: $isSending },
  filter: ({ draft, isSending }) => !isSending && draft.trim() !== '',
  fn: ({ draft }) => draft.trim(),
  target: sendReplyFx,
});
