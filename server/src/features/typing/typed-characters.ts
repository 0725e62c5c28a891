import type { KeyboardLayout } from '@academy/api';
import { encodeText } from '../../domain/keyboard/layout-codec';

/**
 * How many of a text's characters its first key presses typed: a character typed with two presses (a dead key and
 * a letter) counts once both are sent. For a text the layout types whole.
 */
export function typedCharacters(layout: KeyboardLayout, text: string) {
  /** The presses sent once each character is typed, in order. */
  const ends: number[] = [];
  let presses = 0;
  for (const char of text) {
    const encoded = encodeText(layout, char);
    presses += encoded.ok ? encoded.strokes.length : 0;
    ends.push(presses);
  }
  return {
    characters: ends.length,
    /** The characters typed once `keysSent` presses are. */
    after(keysSent: number): number {
      let low = 0;
      let high = ends.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if ((ends[middle] ?? 0) <= keysSent) low = middle + 1;
        else high = middle;
      }
      return low;
    },
  };
}
