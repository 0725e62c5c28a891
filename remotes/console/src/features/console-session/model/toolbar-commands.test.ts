import { studentNoticeReceived } from '@academy/bus';
import { describe, expect, it } from '@rstest/core';
import { allSettled } from 'effector';
import { showClassroom } from '@/shared/testing/classroom-shown';
import { connectedSetup, fakeTimersAndEmptyStorageEachTest, report } from '../testing/session-scope';
import { $canSendInput, $clipboardNotice, ctrlAltDelClicked, pasteClicked } from './index';

describe('console-session model: toolbar commands', () => {
  fakeTimersAndEmptyStorageEachTest();

  it('Ctrl + Alt + Del is sent only while connected', async () => {
    const { scope, calls } = await connectedSetup();
    await allSettled(ctrlAltDelClicked, { scope });
    expect(calls).toEqual(['ctrl-alt-del']);
    await report(scope, 'disconnected', 1006);
    calls.length = 0;
    await allSettled(ctrlAltDelClicked, { scope });
    await allSettled(pasteClicked, { scope });
    expect(calls).toEqual([]);
  });

  it('sends neither Ctrl + Alt + Del nor the clipboard while the screens are paused, and says nothing was typed', async () => {
    const { scope, calls } = await connectedSetup();
    await showClassroom(scope);
    await allSettled(studentNoticeReceived, { scope, params: { kind: 'screens-paused', paused: true } });
    expect(scope.getState($canSendInput)).toBe(false);
    await allSettled(ctrlAltDelClicked, { scope });
    await allSettled(pasteClicked, { scope });
    expect(calls).toEqual([]);
    await allSettled(studentNoticeReceived, { scope, params: { kind: 'screens-paused', paused: false } });
    await allSettled(ctrlAltDelClicked, { scope });
    expect(calls).toEqual(['ctrl-alt-del']);
  });

  it('types no clipboard text that arrives once the screens were paused, and says so', async () => {
    let answer: (text: string) => void = () => undefined;
    const { scope, calls } = await connectedSetup({
      readClipboard: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    await showClassroom(scope);
    // The browser's clipboard read began before the pause, and answers after it.
    const pasting = allSettled(pasteClicked, { scope });
    const pausing = allSettled(studentNoticeReceived, { scope, params: { kind: 'screens-paused', paused: true } });
    answer('secret text');
    await Promise.all([pasting, pausing]);
    expect(calls).toEqual([]);
    expect(scope.getState($clipboardNotice)).toBe('Nothing was typed: your instructor has paused the lab screens.');
  });
});
