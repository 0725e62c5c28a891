import { describe, expect, it } from '@rstest/core';
import { allSettled } from 'effector';
import { KEYBOARD_LAYOUT_STORAGE_KEY } from '../keyboard-layouts';
import { connectedSetup, fakeTimersAndEmptyStorageEachTest } from '../testing/session-scope';
import { $keyboardLayout, keyboardLayoutChosen } from './index';

describe('console-session model: keyboard layout', () => {
  fakeTimersAndEmptyStorageEachTest();

  it('applies a keyboard layout and remembers it in this browser', async () => {
    const { scope, calls } = await connectedSetup();
    await allSettled(keyboardLayoutChosen, { scope, params: 'de-DE' });
    expect(calls).toEqual(['layout de-DE']);
    expect(scope.getState($keyboardLayout)).toBe('de-DE');
    expect(localStorage.getItem(KEYBOARD_LAYOUT_STORAGE_KEY)).toBe('de-DE');
  });
});
