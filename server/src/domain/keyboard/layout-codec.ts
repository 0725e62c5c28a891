import type { KeyboardLayout } from '@academy/api';
import { HID, type KeyStroke } from './hid-usages';
import { type HidKey, LAYOUT_TABLES, type LayoutTable } from './layout-tables';

/** The combining mark each dead key adds to the letter typed after it. */
const DEAD_MARKS: Readonly<Record<string, string>> = {
  '^': '\u0302',
  '´': '\u0301',
  '`': '\u0300',
  '¨': '\u0308',
  '~': '\u0303',
};

/** Letters a dead key composes with; only Latin-1 results, as the Windows layouts' dead-key tables have. */
const COMPOSABLE = 'aeiouynAEIOUYN';

const ROW_KEYS: readonly (readonly HidKey[])[] = [
  ['q', 'w', 'e', 'r', 't', 'y', 'u', 'i', 'o', 'p'],
  ['a', 's', 'd', 'f', 'g', 'h', 'j', 'k', 'l', 'semicolon'],
  ['z', 'x', 'c', 'v', 'b', 'n', 'm'],
];

const press = (usage: number, shift = false, altGr = false): KeyStroke => ({ usage, shift, altGr });
const SPACE = press(HID.space);
const FIXED: Readonly<Record<string, KeyStroke>> = { ' ': SPACE, '\n': press(HID.enter), '\t': press(HID.tab) };

interface CompiledLayout {
  /** What each key types at each level: [alone, Shift, AltGr, Shift+AltGr]. */
  levels: Map<number, readonly string[]>;
  dead: ReadonlySet<string>;
  /** The key presses of every character the layout types. */
  strokes: Map<string, readonly KeyStroke[]>;
}

/** The accented letter a dead key and a letter make, if the layout's dead-key table has it. */
function composed(dead: string, letter: string): string | undefined {
  if (letter === ' ') return dead;
  const mark = DEAD_MARKS[dead];
  if (!mark || !COMPOSABLE.includes(letter)) return undefined;
  const result = (letter + mark).normalize('NFC');
  return result.length === 1 && result.charCodeAt(0) <= 0xff ? result : undefined;
}

function compile(table: LayoutTable): CompiledLayout {
  const levels = new Map<number, string[]>();
  table.letterRows.forEach((row, r) => {
    [...row].forEach((letter, i) => {
      const altGr = table.altGr?.[letter] ?? [];
      const key = ROW_KEYS[r]?.[i];
      if (!key) throw new Error(`The layout's row ${r + 1} has more letters than keys.`);
      levels.set(HID[key], [letter, letter.toUpperCase(), altGr[0] ?? '', altGr[1] ?? '']);
    });
  });
  for (const [key, keyLevels] of Object.entries(table.keys) as [HidKey, readonly (string | undefined)[]][]) {
    levels.set(
      HID[key],
      [0, 1, 2, 3].map((level) => keyLevels[level] ?? ''),
    );
  }
  const dead = new Set(table.dead ?? '');
  const strokes = new Map<string, KeyStroke[]>(Object.entries(FIXED).map(([char, stroke]) => [char, [stroke]]));
  const deadStrokes = new Map<string, KeyStroke>();
  // Level by level, so a character on two keys is typed with the fewest modifiers.
  for (let level = 0; level < 4; level += 1) {
    for (const [usage, chars] of levels) {
      const char = chars[level];
      if (!char) continue;
      const stroke = press(usage, level % 2 === 1, level >= 2);
      if (dead.has(char)) {
        if (!deadStrokes.has(char)) deadStrokes.set(char, stroke);
      } else if (!strokes.has(char)) {
        strokes.set(char, [stroke]);
      }
    }
  }
  for (const [deadChar, deadStroke] of deadStrokes) {
    for (const letter of [' ', ...COMPOSABLE]) {
      const letterStrokes = strokes.get(letter);
      const result = composed(deadChar, letter);
      if (result && letterStrokes && !strokes.has(result)) strokes.set(result, [deadStroke, ...letterStrokes]);
    }
  }
  return { levels, dead, strokes };
}

const compiled = new Map<KeyboardLayout, CompiledLayout>();

function compiledLayout(layout: KeyboardLayout): CompiledLayout {
  let entry = compiled.get(layout);
  if (!entry) {
    entry = compile(LAYOUT_TABLES[layout]);
    compiled.set(layout, entry);
  }
  return entry;
}

/** Every character the layout types (newline and tab included), in no particular order. */
export function typableCharacters(layout: KeyboardLayout): string[] {
  return [...compiledLayout(layout).strokes.keys()];
}

export type EncodedText = { ok: true; strokes: KeyStroke[] } | { ok: false; untypable: string[] };

/** The key presses that type the text in the layout, or every character it cannot type (each once, in order). */
export function encodeText(layout: KeyboardLayout, text: string): EncodedText {
  const { strokes } = compiledLayout(layout);
  const out: KeyStroke[] = [];
  const untypable = new Set<string>();
  for (const char of text) {
    const charStrokes = strokes.get(char);
    if (charStrokes) out.push(...charStrokes);
    else untypable.add(char);
  }
  return untypable.size > 0 ? { ok: false, untypable: [...untypable] } : { ok: true, strokes: out };
}

/**
 * A guest's keyboard driver for one layout: turns key presses back into the text they type, holding a dead key
 * until the next key (a letter it composes with, Space for the dead character itself, anything else after it).
 */
export class LayoutDecoder {
  private readonly layout: CompiledLayout;
  private pendingDead = '';

  constructor(layout: KeyboardLayout) {
    this.layout = compiledLayout(layout);
  }

  /** The text one key press types ('' for a dead key, or a key that types nothing). */
  press(stroke: KeyStroke): string {
    const char = this.charOf(stroke);
    if (!char) return '';
    const pending = this.pendingDead;
    if (!pending) {
      if (this.layout.dead.has(char)) {
        this.pendingDead = char;
        return '';
      }
      return char;
    }
    this.pendingDead = '';
    return composed(pending, char) ?? pending + char;
  }

  private charOf({ usage, shift, altGr }: KeyStroke): string {
    if (usage === HID.space) return ' ';
    if (usage === HID.enter) return '\n';
    if (usage === HID.tab) return '\t';
    return this.layout.levels.get(usage)?.[(shift ? 1 : 0) + (altGr ? 2 : 0)] ?? '';
  }
}
