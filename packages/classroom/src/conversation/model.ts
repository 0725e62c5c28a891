import { type ClassMessage, callErrorText } from '@academy/api';
import { createEvent, createStore, type Effect, type Event, type EventCallable, type Store, sample } from 'effector';
import { withMessage } from './lib';

/** A message on its way: its text (trimmed) and whom it goes to. */
export interface OutgoingMessage<To> {
  to: To;
  text: string;
}

export interface ConversationOptions<To> {
  /** The history as the server has it: it replaces the one shown. */
  historyRead: Event<ClassMessage[]>;
  /** A message the push channel brought (a student's page): it joins the history once. */
  messageTold?: Event<ClassMessage>;
  /** Whom a message goes to; null while none may be sent (the conversation is not open). */
  $to: Store<To | null>;
  /** Sends a message and answers it as stored: it joins the history at once. */
  sendFx: Effect<OutgoingMessage<To>, ClassMessage>;
  /** What ends the conversation shown (its page closed, another class opened, signed out): all of it is dropped. */
  clearedBy: Event<unknown>[];
}

/** The class's messages as one side writes them: the history, what is being typed, Send and why a send failed. */
export interface ConversationModel {
  $messages: Store<ClassMessage[]>;
  /** What is being typed: kept when sending fails, cleared once sent. */
  $draft: Store<string>;
  $sendError: Store<string | null>;
  $isSending: Store<boolean>;
  draftChanged: EventCallable<string>;
  submitted: EventCallable<void>;
}

/**
 * The messaging both sides share (the student's panel, the instructor's on the class monitor); each side says where
 * its history comes from and whom it writes to.
 */
export function createConversation<To>({
  historyRead,
  messageTold,
  $to,
  sendFx,
  clearedBy,
}: ConversationOptions<To>): ConversationModel {
  const draftChanged = createEvent<string>();
  const submitted = createEvent();

  const $messages = createStore<ClassMessage[]>([])
    .on(historyRead, (_, messages) => messages)
    .on(messageTold ? [messageTold, sendFx.doneData] : [sendFx.doneData], withMessage)
    .reset(clearedBy);
  const $draft = createStore('')
    .on(draftChanged, (_, text) => text)
    .reset([sendFx.done, ...clearedBy]);
  const $sendError = createStore<string | null>(null)
    .on(sendFx.failData, (_, error) => callErrorText(error))
    .reset([sendFx, draftChanged, ...clearedBy]);
  const $isSending = sendFx.pending;

  /** Send pressed with something to send, to someone, and no send under way. */
  const sendable = sample({
    clock: submitted,
    source: { to: $to, draft: $draft, isSending: $isSending },
    filter: (state): state is { to: To; draft: string; isSending: false } =>
      state.to !== null && !state.isSending && state.draft.trim() !== '',
  });
  sample({ clock: sendable, fn: ({ to, draft }) => ({ to, text: draft.trim() }), target: sendFx });

  return { $messages, $draft, $sendError, $isSending, draftChanged, submitted };
}
