import { CONSOLE_COPY_GRAB_MS } from '@academy/api';
import { describe, expect, it } from '@rstest/core';
import { allSettled } from 'effector';
import { advance, connectedSetup, fakeTimersAndEmptyStorageEachTest } from '../testing/session-scope';
import {
  $clipboardNotice,
  $guestClipboard,
  $isCopying,
  copyClicked,
  guestClipboardReceived,
  pasteClicked,
} from './index';

describe('console-session model: clipboard', () => {
  fakeTimersAndEmptyStorageEachTest();

  it("Copy writes the machine's last copied text in the click, then grabs the console for the 500 ms of spec §9", async () => {
    const { scope, calls, written } = await connectedSetup();
    await allSettled(guestClipboardReceived, { scope, params: 'secret from guest' });
    await allSettled(copyClicked, { scope });
    // In the click: the browser takes it only in answer to the user's gesture.
    expect(written).toEqual(['secret from guest']);
    expect(scope.getState($clipboardNotice)).toBe('Copied from the machine (17 characters).');
    expect(calls).toEqual(['grab']);
    expect(scope.getState($isCopying)).toBe(true);
    await advance(scope, CONSOLE_COPY_GRAB_MS - 1);
    expect(calls).toEqual(['grab']);
    await advance(scope, 1);
    expect(calls).toEqual(['grab', 'release']);
    expect(scope.getState($isCopying)).toBe(false);
    // Nothing newer came during the grab: written once.
    expect(written).toEqual(['secret from guest']);
  });

  it('writes a newer text the machine hands over during the grab when it ends', async () => {
    const { scope, written } = await connectedSetup();
    await allSettled(copyClicked, { scope });
    expect(written).toEqual([]);
    await allSettled(guestClipboardReceived, { scope, params: 'copied in the guest' });
    await advance(scope, CONSOLE_COPY_GRAB_MS);
    expect(written).toEqual(['copied in the guest']);
    expect(scope.getState($clipboardNotice)).toBe('Copied from the machine (19 characters).');
  });

  it('says to press Copy again when the browser refuses a text that came after the click', async () => {
    // Browsers that take a write only within the user's gesture refuse the one made after the grab.
    const { scope, written } = await connectedSetup({
      writeClipboard: async (text) => {
        if (text === 'late') throw new DOMException('Document is not focused.', 'NotAllowedError');
      },
    });
    await allSettled(copyClicked, { scope });
    await allSettled(guestClipboardReceived, { scope, params: 'late' });
    await advance(scope, CONSOLE_COPY_GRAB_MS);
    expect(written).toEqual(['late']);
    expect(scope.getState($clipboardNotice)).toBe(
      "The machine's text came after the click, and the browser did not take it then: press Copy again.",
    );
  });

  it('says when the browser refuses the write in the click', async () => {
    const { scope } = await connectedSetup({
      writeClipboard: async () => Promise.reject(new DOMException('Denied.', 'NotAllowedError')),
    });
    await allSettled(guestClipboardReceived, { scope, params: 'text' });
    await allSettled(copyClicked, { scope });
    expect(scope.getState($clipboardNotice)).toBe('The browser did not allow writing to its clipboard.');
  });

  it('Copy with nothing from the guest says so and writes nothing', async () => {
    const { scope, written } = await connectedSetup();
    expect(scope.getState($guestClipboard)).toBeNull();
    await allSettled(copyClicked, { scope });
    await advance(scope, CONSOLE_COPY_GRAB_MS);
    expect(written).toEqual([]);
    expect(scope.getState($clipboardNotice)).toBe('The machine has not sent any clipboard text yet.');
  });

  it('Paste says when the clipboard holds no text, or the browser does not let it read', async () => {
    const empty = await connectedSetup({ readClipboard: async () => '' });
    await allSettled(pasteClicked, { scope: empty.scope });
    expect(empty.typingCalls).toEqual([]);
    expect(empty.scope.getState($clipboardNotice)).toBe('The clipboard holds no text to paste.');
    const refused = await connectedSetup({ readClipboard: async () => Promise.reject(new Error('NotAllowedError')) });
    await allSettled(pasteClicked, { scope: refused.scope });
    expect(refused.typingCalls).toEqual([]);
    expect(refused.scope.getState($clipboardNotice)).toBe('The browser did not allow reading its clipboard.');
  });
});
