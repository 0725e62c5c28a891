import { CONSOLE_COPY_GRAB_MS } from '@academy/api';
import { describe, expect, it } from '@rstest/core';
import { allSettled } from 'effector';
import { advance, connectedSetup, fakeTimersAndEmptyStorageEachTest } from '../testing/session-scope';
import { $clipboardNotice, $guestClipboard, $isCopying, copyClicked, guestClipboardReceived } from './index';

describe('console-session model: clipboard', () => {
  fakeTimersAndEmptyStorageEachTest();

  it(`Copy grabs the console for ${CONSOLE_COPY_GRAB_MS} ms, releases it, then copies the guest's clipboard text`, async () => {
    const { scope, calls, written } = await connectedSetup();
    await allSettled(copyClicked, { scope });
    expect(calls).toEqual(['grab']);
    expect(scope.getState($isCopying)).toBe(true);
    // The guest sends its clipboard while it has the keyboard.
    await allSettled(guestClipboardReceived, { scope, params: 'secret from guest' });
    await advance(scope, CONSOLE_COPY_GRAB_MS - 1);
    expect(calls).toEqual(['grab']);
    expect(written).toEqual([]);
    await advance(scope, 1);
    expect(calls).toEqual(['grab', 'release']);
    expect(written).toEqual(['secret from guest']);
    expect(scope.getState($isCopying)).toBe(false);
    expect(scope.getState($clipboardNotice)).toBe('Copied from the machine: secret from guest');
  });

  it('Copy with nothing from the guest says so and writes nothing', async () => {
    const { scope, written } = await connectedSetup();
    expect(scope.getState($guestClipboard)).toBeNull();
    await allSettled(copyClicked, { scope });
    await advance(scope, CONSOLE_COPY_GRAB_MS);
    expect(written).toEqual([]);
    expect(scope.getState($clipboardNotice)).toBe('The machine has not sent any clipboard text yet.');
  });
});
