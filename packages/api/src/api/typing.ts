import { answerReader } from '../answer-fields';

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
 * student's screen (the pause's words; with TYPING_PROGRESS_MEDIA_TYPE the typing is held instead), 429 past the
 * student call limit, 409 when the machine is off, 403 for an instructor who watches the console without control
 * (WATCHING_INSTRUCTOR_TYPING_REFUSAL).
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

/**
 * The Accept header that asks POST /api/training-class/vm/{machineId}/type for its progress: the answer is then 200
 * with this type once the whole text is checked (every refusal keeps its status and JSON error, before any key is
 * sent), one TypingEvent per line, the last one `done` or `failed`. Closing the request cancels the typing: no key is
 * sent after it, and the trail says how many of the characters were typed. Without it, the answer is TypeTextAnswer.
 */
export const TYPING_PROGRESS_MEDIA_TYPE = 'application/x-ndjson';

/** Progress lines come at most this often (one after a batch of keys, not after every batch). */
export const TYPING_PROGRESS_INTERVAL_MS = 200;

/** The refusal (403) of a text from an instructor who watches a student's console without controlling it. */
export const WATCHING_INSTRUCTOR_TYPING_REFUSAL = 'Take control of this console to type into it.';

/** One line of the typing's progress (TYPING_PROGRESS_MEDIA_TYPE). */
export type TypingEvent =
  /** Characters typed so far (code points; a line break is one) of the text's characters. */
  | { type: 'progress'; charactersTyped: number; characters: number }
  /** The instructor's pause holds the student's screen: the typing waits, and goes on by itself when it ends. */
  | { type: 'held'; message: string }
  /** The pause ended: the typing goes on. */
  | { type: 'resumed' }
  /** The last line when the whole text was typed. */
  | ({ type: 'done' } & TypeTextAnswer)
  /**
   * The last line when the typing stopped part way (the machine turned off, the hypervisor gone): the status the
   * plain answer would have had, and why. The characters typed before it stay typed.
   */
  | { type: 'failed'; status: number; message: string };

/** Every kind of TypingEvent: a new one is listed here, or the compiler says so. */
const TYPING_EVENT_TYPES = { progress: true, held: true, resumed: true, done: true, failed: true } satisfies Record<
  TypingEvent['type'],
  true
>;

/**
 * Reads one line of the typing's progress (its text, or the value JSON.parse made of it) into a TypingEvent, or
 * throws an AnswerError naming the field that is not one.
 */
export function parseTypingEvent(line: unknown): TypingEvent {
  const read = answerReader('typing progress');
  let value = line;
  if (typeof line === 'string') {
    try {
      value = JSON.parse(line);
    } catch {
      read.refuse('the line is not JSON');
    }
  }
  const event = read.objectOf(value, 'event');
  const type = read.keyOf(TYPING_EVENT_TYPES, event.type, 'type');
  switch (type) {
    case 'progress':
      return {
        type,
        charactersTyped: read.countOf(event.charactersTyped, 'charactersTyped'),
        characters: read.countOf(event.characters, 'characters'),
      };
    case 'held':
      return { type, message: read.stringOf(event.message, 'message') };
    case 'resumed':
      return { type };
    case 'done':
      return {
        type,
        charactersTyped: read.countOf(event.charactersTyped, 'charactersTyped'),
        layout: isKeyboardLayout(event.layout) ? event.layout : read.refuse('layout'),
        durationMs: read.countOf(event.durationMs, 'durationMs'),
      };
    case 'failed':
      return { type, status: read.countOf(event.status, 'status'), message: read.stringOf(event.message, 'message') };
  }
}
