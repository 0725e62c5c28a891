import { type ClassMessage, errorTexts, HttpError } from '@academy/api';
import { describe, expect, it } from '@rstest/core';
import { allSettled, createEffect, createEvent, createStore, fork } from 'effector';
import { createConversation, type OutgoingMessage } from './model';

const message = (id: string, text = `message ${id}`): ClassMessage => ({
  id,
  sentAt: '2026-11-23T10:00:00.000Z',
  from: 'instructor',
  senderName: 'Ada',
  student: null,
  text,
});

/** A conversation to `to` (null: not open), whose sends `answer` answers. */
function conversationTo(to: string | null) {
  const historyRead = createEvent<ClassMessage[]>();
  const messageTold = createEvent<ClassMessage>();
  const cleared = createEvent();
  const sendFx = createEffect<OutgoingMessage<string>, ClassMessage>();
  const model = createConversation({
    historyRead,
    messageTold,
    $to: createStore(to),
    sendFx,
    clearedBy: [cleared],
  });
  const sent: OutgoingMessage<string>[] = [];
  let answer: (outgoing: OutgoingMessage<string>) => Promise<ClassMessage> = async ({ text }) => message('9', text);
  const scope = fork({
    handlers: [
      [
        sendFx,
        (outgoing: OutgoingMessage<string>) => {
          sent.push(outgoing);
          return answer(outgoing);
        },
      ],
    ],
  });
  return {
    model,
    scope,
    sent,
    historyRead,
    messageTold,
    cleared,
    answerWith(next: typeof answer) {
      answer = next;
    },
  };
}

describe('a conversation', () => {
  it('sends the trimmed draft to its recipient, clears it, and shows the stored message at once', async () => {
    const { model, scope, sent, historyRead } = conversationTo('ws-01@academy.test');
    await allSettled(historyRead, { scope, params: [message('1')] });
    await allSettled(model.draftChanged, { scope, params: '   ' });
    await allSettled(model.submitted, { scope });
    expect(sent).toEqual([]);

    await allSettled(model.draftChanged, { scope, params: ' Check the DNS zone. ' });
    await allSettled(model.submitted, { scope });
    expect(sent).toEqual([{ to: 'ws-01@academy.test', text: 'Check the DNS zone.' }]);
    expect(scope.getState(model.$draft)).toBe('');
    expect(scope.getState(model.$messages).map(({ text }) => text)).toEqual(['message 1', 'Check the DNS zone.']);
  });

  it('keeps what was typed when a send fails and says why, until the text changes', async () => {
    const { model, scope, answerWith } = conversationTo('ws-01@academy.test');
    answerWith(async () => {
      throw new HttpError(500, 'down');
    });
    await allSettled(model.draftChanged, { scope, params: 'I am stuck on step 3.' });
    await allSettled(model.submitted, { scope });
    expect(scope.getState(model.$draft)).toBe('I am stuck on step 3.');
    expect(scope.getState(model.$sendError)).toBe(errorTexts.server);
    await allSettled(model.draftChanged, { scope, params: 'I am stuck on step 4.' });
    expect(scope.getState(model.$sendError)).toBeNull();
  });

  it('sends nothing while it is not open', async () => {
    const { model, scope, sent } = conversationTo(null);
    await allSettled(model.draftChanged, { scope, params: 'Hello' });
    await allSettled(model.submitted, { scope });
    expect(sent).toEqual([]);
  });

  it('takes a told message once, in the order the server stored them, and drops all when cleared', async () => {
    const { model, scope, historyRead, messageTold, cleared } = conversationTo('ws-01@academy.test');
    await allSettled(historyRead, { scope, params: [message('1'), message('3')] });
    await allSettled(messageTold, { scope, params: message('2') });
    await allSettled(messageTold, { scope, params: message('2') });
    expect(scope.getState(model.$messages).map(({ id }) => id)).toEqual(['1', '2', '3']);

    await allSettled(model.draftChanged, { scope, params: 'half a thought' });
    await allSettled(cleared, { scope });
    expect(scope.getState(model.$messages)).toEqual([]);
    expect(scope.getState(model.$draft)).toBe('');
  });
});
