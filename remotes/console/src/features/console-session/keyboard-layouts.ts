import type { KeyboardLayout } from '@academy/api';
import { isKeyboardLayout } from '@academy/api';

/**
 * The machine's keyboard layout on /view (issue 41). One choice drives both ways text reaches the guest: the server
 * types Paste and "Type into the console" in it, and the WebMKS SDK maps the keys typed by hand with its own layout
 * of the same name (below). The course sets each machine's; a student may choose another for a machine, remembered
 * in this browser.
 */

/**
 * The WebMKS SDK's name of each layout the server types in. The SDK has no UK layout: keys typed by hand go as on a
 * US keyboard there (Paste and the manual's text still arrive in UK, typed by the server).
 */
export const SDK_LAYOUT_IDS = {
  us: 'en-US',
  uk: 'en-US',
  de: 'de-DE',
  fr: 'fr-FR',
  'ch-de': 'de-CH',
  es: 'es-ES',
  it: 'it-IT',
  ja: 'ja-JP_106/109',
} as const satisfies Record<KeyboardLayout, string>;

/** Local storage key: each machine's layout chosen in this browser, by the machine's id. */
export const KEYBOARD_LAYOUTS_STORAGE_KEY = 'academy.console.keyboardLayouts';

/** A layout chosen per machine. */
export type LayoutChoices = Readonly<Record<string, KeyboardLayout>>;

/** What this browser chose for each machine; what it cannot read is left out. */
export function readStoredLayoutChoices(): LayoutChoices {
  try {
    const stored: unknown = JSON.parse(globalThis.localStorage?.getItem(KEYBOARD_LAYOUTS_STORAGE_KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
    return Object.fromEntries(Object.entries(stored).filter(([, layout]) => isKeyboardLayout(layout)));
  } catch {
    return {};
  }
}

export function writeStoredLayoutChoices(choices: LayoutChoices): void {
  globalThis.localStorage?.setItem(KEYBOARD_LAYOUTS_STORAGE_KEY, JSON.stringify(choices));
}
