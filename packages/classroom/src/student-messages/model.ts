import type { ClassMessage } from '@academy/api';
import { $studentApi } from '@academy/auth';
import { signedOut, studentNoticeReceived } from '@academy/bus';
import { attach, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { createConversation, type OutgoingMessage } from '../conversation/model';
import { fetchStudentMessages, sendStudentMessage } from './api';

/**
 * The class's messages on one student's page (/machines, /view): a notice as one arrives, the history, and a reply to
 * the instructors. Each page has its own, alive while the page shows it (its Gate open): a page left behind (the
 * other remote's, still loaded) hears nothing, so a message read on one page is never new on another.
 */
export function createStudentMessages() {
  /** Open while the page shows the messages. */
  const Gate = createGate();
  const panelToggled = createEvent();
  const noticeDismissed = createEvent();

  const fetchMessagesFx = attach({ source: $studentApi, effect: fetchStudentMessages });
  const sendReplyFx = attach({
    source: $studentApi,
    effect: (api, { text }: OutgoingMessage<'instructors'>) => sendStudentMessage(api, text),
  });

  const historyRead = sample({ clock: fetchMessagesFx.doneData, filter: Gate.status });
  const messageReceived = sample({
    clock: studentNoticeReceived.filterMap((notice) => (notice.kind === 'message' ? notice.message : undefined)),
    filter: Gate.status,
  });

  const conversation = createConversation({
    historyRead,
    messageTold: messageReceived,
    $to: Gate.status.map((isOpen) => (isOpen ? ('instructors' as const) : null)),
    sendFx: sendReplyFx,
    clearedBy: [Gate.close, signedOut],
  });

  const $isPanelOpen = createStore(false)
    .on(panelToggled, (isOpen) => !isOpen)
    .reset(Gate.close, signedOut);

  /** The instructor's latest message, shown (and read out) until dismissed or read in the open panel. */
  const $notice = createStore<ClassMessage | null>(null)
    .on(messageReceived, (_, message) => message)
    .reset(noticeDismissed, panelToggled, Gate.close, signedOut);

  /** A message that comes while the panel is closed; one that comes into the open panel is read there. */
  const receivedUnread = sample({ clock: messageReceived, filter: $isPanelOpen.map((isOpen) => !isOpen) });
  /** Messages that came while the panel was closed. */
  const $unreadCount = createStore(0)
    .on(receivedUnread, (count) => count + 1)
    .reset(panelToggled, Gate.close, signedOut);

  sample({ clock: Gate.open, target: fetchMessagesFx });

  return {
    Gate,
    panelToggled,
    noticeDismissed,
    fetchMessagesFx,
    sendReplyFx,
    $isPanelOpen,
    $notice,
    $unreadCount,
    conversation,
  };
}

export type StudentMessages = ReturnType<typeof createStudentMessages>;
