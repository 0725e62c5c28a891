import { KEYBOARD_LAYOUTS } from '@academy/api';
import { beforeEach, describe, expect, it } from '@rstest/core';
import {
  KEYBOARD_LAYOUTS_STORAGE_KEY,
  readStoredLayoutChoices,
  SDK_LAYOUT_IDS,
  writeStoredLayoutChoices,
} from './keyboard-layouts';

describe('keyboard layouts', () => {
  beforeEach(() => localStorage.clear());

  it("names each of the server's layouts as the SDK does (Japanese its 106/109-key map, UK as US)", () => {
    expect(Object.keys(SDK_LAYOUT_IDS)).toEqual([...KEYBOARD_LAYOUTS]);
    expect(SDK_LAYOUT_IDS.ja).toBe('ja-JP_106/109');
    expect(SDK_LAYOUT_IDS['ch-de']).toBe('de-CH');
    expect(SDK_LAYOUT_IDS.uk).toBe('en-US');
  });

  it("remembers each machine's choice in this browser, and leaves out what it does not know", () => {
    expect(readStoredLayoutChoices()).toEqual({});
    writeStoredLayoutChoices({ 'vm-1': 'de', 'vm-2': 'fr' });
    expect(readStoredLayoutChoices()).toEqual({ 'vm-1': 'de', 'vm-2': 'fr' });
    localStorage.setItem(KEYBOARD_LAYOUTS_STORAGE_KEY, '{"vm-1":"de","vm-2":"dvorak","vm-3":7}');
    expect(readStoredLayoutChoices()).toEqual({ 'vm-1': 'de' });
    for (const unreadable of ['not json', '[]', 'null']) {
      localStorage.setItem(KEYBOARD_LAYOUTS_STORAGE_KEY, unreadable);
      expect(readStoredLayoutChoices()).toEqual({});
    }
  });
});
