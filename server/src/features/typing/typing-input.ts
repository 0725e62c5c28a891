import { isKeyboardLayout, KEYBOARD_LAYOUTS, TYPED_TEXT_MAX_BYTES, type TypeTextInput } from '@academy/api';

/** The body's problem and its status: 413 for a text over the limit, 400 for anything else. */
export type TypeTextProblem = { status: 400 | 413; problem: string };

export type ParsedTypeText = ({ ok: true } & { value: TypeTextInput }) | ({ ok: false } & TypeTextProblem);

/** Newline is Enter and tab is Tab; every other control character has no key to type it. */
const REFUSED_CONTROL = /(?![\n\t])\p{Cc}/u;

/** U+0007: how a character that prints nothing is named in a refusal. */
function codePointName(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The place (1-based, in UTF-16 units as a browser counts a string's length) of the first unpaired surrogate. */
function firstLoneSurrogate(text: string): number {
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) index += 1;
      else return index + 1;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) return index + 1;
  }
  return 0;
}

/**
 * Reads POST /training-class/vm/{machineId}/type's body: a text of at most TYPED_TEXT_MAX_BYTES of UTF-8, well formed,
 * with no control character but newline and tab, and an optional layout. What the layout cannot type is the service's
 * to say (the layout may be the course machine's).
 */
export function parseTypeTextInput(body: unknown): ParsedTypeText {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const { text, layout } = fields;
  if (typeof text !== 'string') return { ok: false, status: 400, problem: 'text must be a string.' };
  if (text.length === 0) return { ok: false, status: 400, problem: 'There is no text to type.' };
  if (layout !== undefined && !isKeyboardLayout(layout)) {
    return { ok: false, status: 400, problem: `layout must be one of ${KEYBOARD_LAYOUTS.join(', ')}.` };
  }
  const lone = firstLoneSurrogate(text);
  if (lone > 0) {
    return { ok: false, status: 400, problem: `The text has a broken character (an unpaired surrogate) at ${lone}.` };
  }
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > TYPED_TEXT_MAX_BYTES) {
    const kb = Math.ceil(bytes / 1024);
    return {
      ok: false,
      status: 413,
      problem: `The text is ${kb} KB: at most ${TYPED_TEXT_MAX_BYTES / 1024} KB can be typed at once.`,
    };
  }
  // Text copied on Windows ends its lines with CR LF (and old Mac text with CR): each is one Enter.
  const typed = text.replace(/\r\n?/g, '\n');
  const control = REFUSED_CONTROL.exec(typed)?.[0];
  if (control !== undefined) {
    return {
      ok: false,
      status: 400,
      problem: `The control character ${codePointName(control)} cannot be typed: only line breaks and tabs can.`,
    };
  }
  return { ok: true, value: layout === undefined ? { text: typed } : { text: typed, layout } };
}
