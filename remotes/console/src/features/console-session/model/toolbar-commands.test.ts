import { describe, expect, it } from '@rstest/core';
import { allSettled } from 'effector';
import { connectedSetup, fakeTimersAndEmptyStorageEachTest, report } from '../testing/session-scope';
import { ctrlAltDelClicked, pasteClicked } from './index';

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
});
