import type { ClassMessage } from '@academy/contracts';
import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import {
  $draft,
  $messages,
  draftChanged,
  fetchMessagesFx,
  messageSubmitted,
  messagesOpened,
  recipientChanged,
  sendMessageFx,
} from './model';

const sent: ClassMessage = {
  id: '7',
  sentAt: '2026-11-23T10:00:00.000Z',
  from: 'instructor',
  senderName: 'Ada',
  student: 'ws-01@academy.test',
  text: 'Check the DNS zone.',
};

describe('the monitor’s messages', () => {
  it('sends to the chosen student and shows the stored message at once, read once with the page', async () => {
    const reads: string[] = [];
    const inputs: unknown[] = [];
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
            inputs.push(params);
            return sent;
          },
        ],
      ],
    });
    await allSettled(messagesOpened, { scope, params: 'class-1' });
    await allSettled(recipientChanged, { scope, params: 'ws-01@academy.test' });
    await allSettled(draftChanged, { scope, params: ' Check the DNS zone. ' });
    await allSettled(messageSubmitted, { scope });
    expect(inputs).toEqual([{ classId: 'class-1', input: { text: 'Check the DNS zone.', to: 'ws-01@academy.test' } }]);
    expect(scope.getState($messages)).toEqual([sent]);
    expect(scope.getState($draft)).toBe('');
    expect(reads).toEqual(['class-1']);
  });
});
