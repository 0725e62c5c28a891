import type { ClassMessage } from '@academy/api';
import { afterEach, describe, expect, it } from '@rstest/core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { allSettled, createEffect, createEvent, createStore, fork } from 'effector';
import { Provider } from 'effector-react';
import { createConversation, type OutgoingMessage } from '../model';
import { Conversation } from './conversation';

const hello: ClassMessage = {
  id: '1',
  sentAt: '2026-11-23T10:00:00.000Z',
  from: 'instructor',
  senderName: 'Ada',
  student: null,
  text: 'Hello <b>class</b>',
};

async function renderConversation(history: ClassMessage[]) {
  const historyRead = createEvent<ClassMessage[]>();
  const sendFx = createEffect<OutgoingMessage<string>, ClassMessage>();
  const model = createConversation({ historyRead, $to: createStore('the class'), sendFx, clearedBy: [] });
  const sent: OutgoingMessage<string>[] = [];
  const scope = fork({
    handlers: [
      [
        sendFx,
        async (outgoing: OutgoingMessage<string>) => {
          sent.push(outgoing);
          return { ...hello, id: '2', text: outgoing.text };
        },
      ],
    ],
  });
  await allSettled(historyRead, { scope, params: history });
  render(
    <Provider value={scope}>
      <Conversation model={model} label="Message" headingOf={(message) => `${message.senderName} to the class`}>
        <span>recipient</span>
      </Conversation>
    </Provider>,
  );
  return { scope, sent };
}

describe('<Conversation>', () => {
  afterEach(cleanup);

  it('lists the messages as plain text under who wrote to whom, and sends what is typed', async () => {
    const { scope, sent } = await renderConversation([hello]);
    const [item] = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(item?.textContent).toMatch(/^Ada to the class · .+Hello <b>class<\/b>$/);
    expect(screen.getByText('recipient')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Break until 10:30.' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      await allSettled(scope);
    });
    expect(sent).toEqual([{ to: 'the class', text: 'Break until 10:30.' }]);
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('says when there is no message yet', async () => {
    await renderConversation([]);
    expect(screen.getByText('No messages yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
