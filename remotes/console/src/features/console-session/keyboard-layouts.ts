/**
 * Keyboard layouts of the machine's operating system. The console turns typed characters into the guest's key
 * positions with this map, so it must match the layout the guest uses (a wrong one is the most common console
 * complaint). Every layout the WebMKS SDK knows; `sdkId` is its own name for it.
 */
export const KEYBOARD_LAYOUTS = [
  { id: 'en-US', label: 'English (US)', sdkId: 'en-US' },
  { id: 'de-DE', label: 'German', sdkId: 'de-DE' },
  { id: 'de-CH', label: 'German (Switzerland)', sdkId: 'de-CH' },
  { id: 'fr-FR', label: 'French', sdkId: 'fr-FR' },
  { id: 'fr-CH', label: 'French (Switzerland)', sdkId: 'fr-CH' },
  { id: 'es-ES', label: 'Spanish', sdkId: 'es-ES' },
  { id: 'it-IT', label: 'Italian', sdkId: 'it-IT' },
  { id: 'pt-PT', label: 'Portuguese', sdkId: 'pt-PT' },
  { id: 'pt-BR', label: 'Portuguese (Brazil)', sdkId: 'pt-BR' },
  { id: 'ja-JP', label: 'Japanese', sdkId: 'ja-JP_106/109' },
] as const;

export type KeyboardLayoutId = (typeof KEYBOARD_LAYOUTS)[number]['id'];

export const DEFAULT_KEYBOARD_LAYOUT: KeyboardLayoutId = 'en-US';

/** Local storage key: the choice is remembered per browser. */
export const KEYBOARD_LAYOUT_STORAGE_KEY = 'academy.console.keyboardLayout';

export function isKeyboardLayoutId(value: unknown): value is KeyboardLayoutId {
  return KEYBOARD_LAYOUTS.some((layout) => layout.id === value);
}

/** The SDK's name of a layout. */
export function sdkLayoutIdOf(id: KeyboardLayoutId): string {
  return KEYBOARD_LAYOUTS.find((layout) => layout.id === id)?.sdkId ?? id;
}

/** The layout this browser chose last, or en-US. */
export function readStoredKeyboardLayout(): KeyboardLayoutId {
  try {
    const stored = globalThis.localStorage?.getItem(KEYBOARD_LAYOUT_STORAGE_KEY);
    return isKeyboardLayoutId(stored) ? stored : DEFAULT_KEYBOARD_LAYOUT;
  } catch {
    return DEFAULT_KEYBOARD_LAYOUT;
  }
}

export function writeStoredKeyboardLayout(id: KeyboardLayoutId): void {
  globalThis.localStorage?.setItem(KEYBOARD_LAYOUT_STORAGE_KEY, id);
}
