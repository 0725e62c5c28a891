import { studentNoticeReceived } from '@academy/bus';
import { describe, expect, it } from '@rstest/core';
import { allSettled } from 'effector';
import { showClassroom } from '@/shared/testing/classroom-shown';
import { connectedSetup, fakeTimersAndEmptyStorageEachTest, report } from '../testing/session-scope';
import { $canSendInput, ctrlAltDelClicked } from './index';

describe('console-session model: toolbar commands', () => {
  fakeTimersAndEmptyStorageEachTest();

  it('Ctrl + Alt + Del is sent only while connected', async () => {
    const { scope, calls } = await connectedSetup();
    await allSettled(ctrlAltDelClicked, { scope });
    expect(calls).toEqual(['ctrl-alt-del']);
    await report(scope, 'disconnected', 1006);
    calls.length = 0;
    await allSettled(ctrlAltDelClicked, { scope });
    expect(calls).toEqual([]);
  });

  it('sends no Ctrl + Alt + Del while the screens are paused', async () => {
    const { scope, calls } = await connectedSetup();
    await showClassroom(scope);
    await allSettled(studentNoticeReceived, { scope, params: { kind: 'screens-paused', paused: true } });
    expect(scope.getState($canSendInput)).toBe(false);
    await allSettled(ctrlAltDelClicked, { scope });
    expect(calls).toEqual([]);
    await allSettled(studentNoticeReceived, { scope, params: { kind: 'screens-paused', paused: false } });
    await allSettled(ctrlAltDelClicked, { scope });
    expect(calls).toEqual(['ctrl-alt-del']);
  });
});
