/**
 * Typing text into a lab machine in its guest's keyboard layout (issue 41): the server turns each character into the
 * USB HID key presses of the layout (Shift, AltGr, dead keys) and sends them to the machine's keyboard, so text typed
 * by a student on any laptop arrives as written in a guest set to any of these layouts.
 */

/** The guest keyboard layouts the server types in. */
export type KeyboardLayout = 'us' | 'uk' | 'de' | 'fr' | 'ch-de' | 'es' | 'it' | 'ja';

/** Every layout, in the order a select lists them. */
export const KEYBOARD_LAYOUTS = [
  'us',
  'uk',
  'de',
  'fr',
  'ch-de',
  'es',
  'it',
  'ja',
] as const satisfies readonly KeyboardLayout[];

/** A course machine's layout when the course does not set one. */
export const DEFAULT_KEYBOARD_LAYOUT: KeyboardLayout = 'us';

/** Each layout's name for a select, and the refusal's "on a … keyboard". */
export const KEYBOARD_LAYOUT_NAMES = {
  us: 'US',
  uk: 'UK',
  de: 'German',
  fr: 'French',
  'ch-de': 'Swiss German',
  es: 'Spanish',
  it: 'Italian',
  ja: 'Japanese',
} as const satisfies Record<KeyboardLayout, string>;

/** Whether a value read from the network is a layout the server types in. */
export function isKeyboardLayout(value: unknown): value is KeyboardLayout {
  return typeof value === 'string' && (KEYBOARD_LAYOUTS as readonly string[]).includes(value);
}

/** A course machine's guest keyboard layout, as the course answers and saves it. */
export interface MachineKeyboardLayout {
  /** The course machine's template (one of the course's `vms`). */
  vm: string;
  layout: KeyboardLayout;
}

/** Texts above this many bytes of UTF-8 are refused (413) before anything is typed. */
export const TYPED_TEXT_MAX_BYTES = 64 * 1024;

/**
 * Body of POST /api/training-class/vm/{machineId}/type (the student of the lab, or the instructor in control of its
 * console): the text, typed whole or not at all. Newline is Enter, tab is Tab; any other control character, an
 * unpaired surrogate or a character the layout cannot type is refused (400) naming it
 * ("€ cannot be typed on a US keyboard."), before any key is sent. 423 while the instructor's pause holds the
 * student's screen (the pause's words), 429 past the student call limit, 409 when the machine is off.
 */
export interface TypeTextInput {
  text: string;
  /** Overrides the course machine's layout for this text; absent: the course's (US when it sets none). */
  layout?: KeyboardLayout;
}

/** Answer of POST /api/training-class/vm/{machineId}/type. */
export interface TypeTextAnswer {
  /** The characters typed (code points; a line break is one). */
  charactersTyped: number;
  /** The layout they were typed in. */
  layout: KeyboardLayout;
  /** From the call to the last key sent. */
  durationMs: number;
}
