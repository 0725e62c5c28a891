import type { ClassMessage } from '@academy/api';
import { signedOut, studentNoticeReceived } from '@academy/bus';
import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { createStudentMessages, type StudentMessages } from './model';

const message = (id: string, overrides: Partial<ClassMessage> = {}): ClassMessage => ({
  id,
  sentAt: '2026-11-23T10:00:00.000Z',
  from: 'instructor',
  senderName: 'Ada',
  student: null,
  text: `message ${id}`,
  ...overrides,
});

const told = (pushed: ClassMessage) => ({ kind: 'message' as const, message: pushed });

/** A scope in which each page's messages read `history` and a reply is stored as message 9. */
function scopeOf(pages: StudentMessages[], history: () => ClassMessage[] = () => []) {
  return fork({
    handlers: pages.flatMap((page) => [
      [page.fetchMessagesFx, async () => history()] as const,
      [
        page.sendReplyFx,
        async (_api: unknown, { text }: { text: string }) => message('9', { from: 'student', text }),
      ] as const,
    ]),
  });
}

describe("a student page's messages", () => {
  it('reads the history on opening; a pushed message joins it once, shows as a notice and counts as new', async () => {
    const page = createStudentMessages();
    const scope = scopeOf([page], () => [message('1'), message('3')]);
    await allSettled(page.Gate.open, { scope, params: {} });
    expect(scope.getState(page.conversation.$messages).map(({ id }) => id)).toEqual(['1', '3']);

    const pushed = message('4', { student: 'ws-01@academy.test', text: 'Check the DNS zone.' });
    await allSettled(studentNoticeReceived, { scope, params: told(pushed) });
    await allSettled(studentNoticeReceived, { scope, params: { kind: 'help-queue' } });
    expect(scope.getState(page.conversation.$messages).map(({ id }) => id)).toEqual(['1', '3', '4']);
    expect(scope.getState(page.$notice)).toEqual(pushed);
    expect(scope.getState(page.$unreadCount)).toBe(1);

    await allSettled(page.noticeDismissed, { scope });
    expect(scope.getState(page.$notice)).toBeNull();
    await allSettled(page.panelToggled, { scope });
    expect(scope.getState(page.$isPanelOpen)).toBe(true);
    expect(scope.getState(page.$unreadCount)).toBe(0);
    // One that comes into the open panel is read there; it is still read out.
    await allSettled(studentNoticeReceived, { scope, params: told(message('5')) });
    expect(scope.getState(page.$unreadCount)).toBe(0);
    expect(scope.getState(page.$notice)?.id).toBe('5');
  });

  it('replies to the instructors only while the page shows the messages', async () => {
    const page = createStudentMessages();
    const scope = scopeOf([page]);
    await allSettled(page.conversation.draftChanged, { scope, params: 'I am stuck on step 3.' });
    await allSettled(page.conversation.submitted, { scope });
    expect(scope.getState(page.conversation.$messages)).toEqual([]);

    await allSettled(page.Gate.open, { scope, params: {} });
    await allSettled(page.conversation.draftChanged, { scope, params: 'I am stuck on step 3.' });
    await allSettled(page.conversation.submitted, { scope });
    expect(scope.getState(page.conversation.$messages).map(({ text }) => text)).toEqual(['I am stuck on step 3.']);
  });

  it('a message read on one page counts once: the page left behind (the other remote) hears nothing meanwhile', async () => {
    // The lab's /machines and the console's /view each bundle their own copy; the tab keeps both loaded.
    const machines = createStudentMessages();
    const view = createStudentMessages();
    const history: ClassMessage[] = [];
    const scope = scopeOf([machines, view], () => [...history]);
    await allSettled(machines.Gate.open, { scope, params: {} });
    await allSettled(machines.Gate.close, { scope, params: {} });

    await allSettled(view.Gate.open, { scope, params: {} });
    const pushed = message('4', { text: 'Break until 10:30.' });
    history.push(pushed);
    await allSettled(studentNoticeReceived, { scope, params: told(pushed) });
    expect(scope.getState(view.$unreadCount)).toBe(1);
    await allSettled(view.panelToggled, { scope });
    expect(scope.getState(view.$unreadCount)).toBe(0);
    await allSettled(view.Gate.close, { scope, params: {} });

    // Back on /machines: the message is in the history, read, and no notice comes back.
    expect(scope.getState(machines.$unreadCount)).toBe(0);
    expect(scope.getState(machines.$notice)).toBeNull();
    await allSettled(machines.Gate.open, { scope, params: {} });
    expect(scope.getState(machines.$unreadCount)).toBe(0);
    expect(scope.getState(machines.$notice)).toBeNull();
    expect(scope.getState(machines.conversation.$messages)).toEqual([pushed]);
  });

  it('forgets it all when the student signs out', async () => {
    const page = createStudentMessages();
    const scope = scopeOf([page], () => [message('1')]);
    await allSettled(page.Gate.open, { scope, params: {} });
    await allSettled(studentNoticeReceived, { scope, params: told(message('2')) });
    await allSettled(signedOut, { scope });
    expect(scope.getState(page.conversation.$messages)).toEqual([]);
    expect(scope.getState(page.$notice)).toBeNull();
    expect(scope.getState(page.$unreadCount)).toBe(0);
  });
});
