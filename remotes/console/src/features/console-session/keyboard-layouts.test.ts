import { beforeEach, describe, expect, it } from '@rstest/core';
import {
  KEYBOARD_LAYOUT_STORAGE_KEY,
  KEYBOARD_LAYOUTS,
  readStoredKeyboardLayout,
  sdkLayoutIdOf,
  writeStoredKeyboardLayout,
} from './keyboard-layouts';

describe('keyboard layouts', () => {
  beforeEach(() => localStorage.clear());

  it('offers at least en-US, de-DE, fr-FR and ja-JP', () => {
    const ids = KEYBOARD_LAYOUTS.map((layout) => layout.id);
    expect(ids).toEqual(expect.arrayContaining(['en-US', 'de-DE', 'fr-FR', 'ja-JP']));
  });

  it('names Japanese as the SDK does (its 106/109-key map)', () => {
    expect(sdkLayoutIdOf('ja-JP')).toBe('ja-JP_106/109');
    expect(sdkLayoutIdOf('de-DE')).toBe('de-DE');
  });

  it('remembers the choice in this browser, and ignores what it does not know', () => {
    expect(readStoredKeyboardLayout()).toBe('en-US');
    writeStoredKeyboardLayout('fr-FR');
    expect(readStoredKeyboardLayout()).toBe('fr-FR');
    localStorage.setItem(KEYBOARD_LAYOUT_STORAGE_KEY, 'xx-XX');
    expect(readStoredKeyboardLayout()).toBe('en-US');
  });
});
