/** The student's place, as the manual's header says it. */
export function stepOfText(step: number, count: number): string {
  return `Step ${step} of ${count}`;
}

export const TYPE_BUTTON_TEXT = 'Type into the console';

/**
 * What the console types as keys on every keyboard layout it offers: printable US-ASCII, newline (Enter) and tab.
 * Anything else (accented letters, typographic quotes, emoji) maps to no key on some layouts and arrives garbled.
 */
const TYPABLE = /^[\x20-\x7e\n\t]$/;

/** The text as keys: Windows line ends become one Enter each. */
export function keysTextOf(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/** The characters of `text` the console cannot type, each once, in order of appearance. */
export function untypableCharacters(text: string): string[] {
  return [...new Set([...keysTextOf(text)].filter((character) => !TYPABLE.test(character)))];
}

/** A character as the message shows it: invisible ones by their code point. */
function shown(character: string): string {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x20 || (code >= 0x7f && code <= 0xa0)
    ? `U+${code.toString(16).toUpperCase().padStart(4, '0')}`
    : `“${character}”`;
}

export function untypableText(characters: readonly string[]): string {
  const listed = characters.slice(0, 5).map(shown).join(', ');
  const more = characters.length > 5 ? ` and ${characters.length - 5} more` : '';
  return `Nothing was typed: the console can type only letters, digits, US keyboard symbols, tabs and line breaks, and this block also has ${listed}${more}. Type it by hand.`;
}

export function typedText(length: number): string {
  return `Typed ${length} characters into the machine.`;
}

export const NOT_CONNECTED_TEXT = 'Nothing was typed: the console is not connected.';

export const PAUSED_TEXT = 'Nothing was typed: your instructor has paused the lab screens.';

/** The manual's share of the width, in percent: its bounds and the step of an arrow key. */
export const PANE = { min: 20, max: 70, initial: 40, step: 5 } as const;

export function clampPaneWidth(percent: number): number {
  return Math.round(Math.min(PANE.max, Math.max(PANE.min, percent)));
}

/** The manual's share when the separator is dragged to `pointerX` in a layout spanning `left` to `left + width` (the manual is on the right). */
export function paneWidthAt(pointerX: number, { left, width }: { left: number; width: number }): number {
  if (width <= 0) return PANE.initial;
  return clampPaneWidth(((left + width - pointerX) / width) * 100);
}

/** The manual's share after a key on the separator, or null for a key that does not move it. */
export function paneWidthAfterKey(key: string, percent: number): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowUp':
      return clampPaneWidth(percent + PANE.step);
    case 'ArrowRight':
    case 'ArrowDown':
      return clampPaneWidth(percent - PANE.step);
    case 'Home':
      return PANE.min;
    case 'End':
      return PANE.max;
    default:
      return null;
  }
}
