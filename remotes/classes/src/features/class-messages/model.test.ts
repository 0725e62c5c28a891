import type { ClassMessage } from '@academy/api';
import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { conversation, fetchMessagesFx, messagesOpened, recipientChanged, sendMessageFx } from './model';

const sent: ClassMessage = {
  id: '7',
  sentAt: '2026-11-23T10:00:00.000Z',
  from: 'instructor',
  senderName: 'Ada',
  student: 'ws-01@academy.test',
  text: 'Check the DNS zone.',
};

describe('the monitor’s messages', () => {
  it('sends to the chosen student of the class shown and shows the stored message at once, read once with the page', async () => {
    const reads: string[] = [];
    const outgoing: unknown[] = [];
    const scope = fork({
      handlers: [
        [
          fetchMessagesFx,
          async (_api: unknown, classId: string) => {
            reads.push(classId);
            return [];
          },
        ],
        [
          sendMessageFx,
          async (_api: unknown, params: unknown) => {
            outgoing.push(params);
            return sent;
          },
        ],
      ],
    });
    await allSettled(messagesOpened, { scope, params: 'class-1' });
    await allSettled(recipientChanged, { scope, params: 'ws-01@academy.test' });
    await allSettled(conversation.draftChanged, { scope, params: ' Check the DNS zone. ' });
    await allSettled(conversation.submitted, { scope });
    await allSettled(recipientChanged, { scope, params: '' });
    await allSettled(conversation.draftChanged, { scope, params: 'Break until 10:30.' });
    await allSettled(conversation.submitted, { scope });
    expect(outgoing).toEqual([
      { to: { classId: 'class-1', student: 'ws-01@academy.test' }, text: 'Check the DNS zone.' },
      { to: { classId: 'class-1', student: null }, text: 'Break until 10:30.' },
    ]);
    expect(scope.getState(conversation.$messages)).toEqual([sent]);
    expect(scope.getState(conversation.$draft)).toBe('');
    expect(reads).toEqual(['class-1']);
  });
});
