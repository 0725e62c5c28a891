import { type ClassMessage, errorTexts, HttpError, studentNoticeReceived } from '@academy/contracts';
import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import {
  $draft,
  $isPanelOpen,
  $messages,
  $notice,
  $replyError,
  $unreadCount,
  draftChanged,
  fetchMessagesFx,
  messagesOpened,
  noticeDismissed,
  panelToggled,
  replySubmitted,
  sendReplyFx,
} from './model';

const message = (id: string, overrides: Partial<ClassMessage> = {}): ClassMessage => ({
  id,
  sentAt: '2026-11-23T10:00:00.000Z',
  from: 'instructor',
  senderName: 'Ada',
  student: null,
  text: `message ${id}`,
  ...overrides,
});

describe('student messages', () => {
  it('reads the history on opening; a pushed message joins it once, shows as a notice and counts as new', async () => {
    const scope = fork({ handlers: [[fetchMessagesFx, async () => [message('1'), message('3')]]] });
    await allSettled(messagesOpened, { scope });
    expect(scope.getState($messages).map(({ id }) => id)).toEqual(['1', '3']);

    const pushed = message('4', { student: 'ws-01@academy.test', text: 'Check the DNS zone.' });
    await allSettled(studentNoticeReceived, { scope, params: { kind: 'message', message: pushed } });
    await allSettled(studentNoticeReceived, { scope, params: { kind: 'message', message: pushed } });
    await allSettled(studentNoticeReceived, { scope, params: { kind: 'help-queue' } });
    expect(scope.getState($messages).map(({ id }) => id)).toEqual(['1', '3', '4']);
    expect(scope.getState($notice)).toEqual(pushed);
    expect(scope.getState($unreadCount)).toBe(2);

    await allSettled(noticeDismissed, { scope });
    expect(scope.getState($notice)).toBeNull();
    await allSettled(panelToggled, { scope });
    expect(scope.getState($isPanelOpen)).toBe(true);
    expect(scope.getState($unreadCount)).toBe(0);
  });

  it('sends a reply and clears it; a failed send keeps what the student typed and says why', async () => {
    let answer: (text: string) => Promise<ClassMessage> = async (text) =>
      message('9', { from: 'student', senderName: 'ws-01@academy.test', text });
    const sent: string[] = [];
    const scope = fork({
      handlers: [
        [
          sendReplyFx,
          (_api: unknown, text: string) => {
            sent.push(text);
            return answer(text);
          },
        ],
      ],
    });
    await allSettled(draftChanged, { scope, params: '   ' });
    await allSettled(replySubmitted, { scope });
    expect(sent).toEqual([]);

    answer = async () => {
      throw new HttpError(500, 'down');
    };
    await allSettled(draftChanged, { scope, params: '  I am stuck on step 3. ' });
    await allSettled(replySubmitted, { scope });
    expect(scope.getState($draft)).toBe('  I am stuck on step 3. ');
    expect(scope.getState($replyError)).toBe(errorTexts.server);

    answer = async (text) => message('9', { from: 'student', text });
    await allSettled(replySubmitted, { scope });
    expect(sent).toEqual(['I am stuck on step 3.', 'I am stuck on step 3.']);
    expect(scope.getState($draft)).toBe('');
    expect(scope.getState($replyError)).toBeNull();
    expect(scope.getState($messages).map(({ text }) => text)).toEqual(['I am stuck on step 3.']);
  });
});
