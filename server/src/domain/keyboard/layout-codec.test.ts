import { KEYBOARD_LAYOUTS, type KeyboardLayout } from '@academy/api';
import { describe, expect, it } from '@rstest/core';
import { HID, type KeyStroke } from './hid-usages';
import { encodeText, LayoutDecoder, typableCharacters } from './layout-codec';

function typed(layout: KeyboardLayout, text: string): KeyStroke[] {
  const encoded = encodeText(layout, text);
  if (!encoded.ok) throw new Error(`${encoded.untypable.join(' ')} cannot be typed on ${layout}`);
  return encoded.strokes;
}

function decoded(layout: KeyboardLayout, strokes: readonly KeyStroke[]): string {
  const decoder = new LayoutDecoder(layout);
  return strokes.map((stroke) => decoder.press(stroke)).join('');
}

const key = (usage: number, mods: { shift?: boolean; altGr?: boolean } = {}): KeyStroke => ({
  usage,
  shift: mods.shift ?? false,
  altGr: mods.altGr ?? false,
});

describe('keyboard layouts', () => {
  it.each([...KEYBOARD_LAYOUTS])(
    '%s: every character it types arrives as itself in a guest of the layout',
    (layout) => {
      const chars = typableCharacters(layout);
      // Every printable ASCII letter and digit at least, plus newline, tab and space.
      expect(chars.length).toBeGreaterThan(26 * 2 + 10 + 3);
      for (const char of chars) expect(decoded(layout, typed(layout, char))).toBe(char);
      const all = chars.join('');
      expect(decoded(layout, typed(layout, all))).toBe(all);
    },
  );

  const traps = {
    'UK @ is Shift and the key left of Enter (" on a US one)': ['uk', '@', [key(HID.quote, { shift: true })]],
    'UK " is Shift+2': ['uk', '"', [key(HID.digit2, { shift: true })]],
    'UK # has a key of its own': ['uk', '#', [key(HID.nonUsHash)]],
    'DE | is AltGr and the key left of Y': ['de', '|', [key(HID.nonUsBackslash, { altGr: true })]],
    'DE \\ is AltGr+ß': ['de', '\\', [key(HID.minus, { altGr: true })]],
    'DE { is AltGr+7': ['de', '{', [key(HID.digit7, { altGr: true })]],
    'DE } is AltGr+0': ['de', '}', [key(HID.digit0, { altGr: true })]],
    'DE [ is AltGr+8': ['de', '[', [key(HID.digit8, { altGr: true })]],
    'DE ] is AltGr+9': ['de', ']', [key(HID.digit9, { altGr: true })]],
    'DE ~ is AltGr and +': ['de', '~', [key(HID.bracketRight, { altGr: true })]],
    'DE y is where Z is on a US keyboard': ['de', 'y', [key(HID.z)]],
    'DE z is where Y is on a US keyboard': ['de', 'z', [key(HID.y)]],
    'DE @ is AltGr+Q': ['de', '@', [key(HID.q, { altGr: true })]],
    'DE é is the dead ´ then e': ['de', 'é', [key(HID.equal), key(HID.e)]],
    'DE ^ is the dead ^ then Space': ['de', '^', [key(HID.grave), key(HID.space)]],
    'FR | is AltGr+6': ['fr', '|', [key(HID.digit6, { altGr: true })]],
    'FR \\ is AltGr+8': ['fr', '\\', [key(HID.digit8, { altGr: true })]],
    'FR { is AltGr+4': ['fr', '{', [key(HID.digit4, { altGr: true })]],
    'FR } is AltGr and =': ['fr', '}', [key(HID.equal, { altGr: true })]],
    'FR [ is AltGr+5': ['fr', '[', [key(HID.digit5, { altGr: true })]],
    'FR ] is AltGr and )': ['fr', ']', [key(HID.minus, { altGr: true })]],
    'FR ~ is the dead AltGr+2 then Space': ['fr', '~', [key(HID.digit2, { altGr: true }), key(HID.space)]],
    'FR ê is the dead ^ then e': ['fr', 'ê', [key(HID.bracketLeft), key(HID.e)]],
    'FR a is where Q is on a US keyboard': ['fr', 'a', [key(HID.q)]],
    'FR 1 is Shift and &': ['fr', '1', [key(HID.digit1, { shift: true })]],
    'JA ¥ is the Yen key': ['ja', '¥', [key(HID.international3)]],
    'JA @ is the key right of P': ['ja', '@', [key(HID.bracketLeft)]],
    'JA \\ is the Ro key': ['ja', '\\', [key(HID.international1)]],
    'CH-DE @ is AltGr+2': ['ch-de', '@', [key(HID.digit2, { altGr: true })]],
    'newline is Enter': ['it', '\n', [key(HID.enter)]],
    'tab is Tab': ['es', '\t', [key(HID.tab)]],
  } satisfies Record<string, [KeyboardLayout, string, KeyStroke[]]>;

  it.each(Object.entries(traps))('%s', (_name, [layout, char, strokes]) => {
    expect(typed(layout, char)).toEqual(strokes);
    expect(decoded(layout, strokes)).toBe(char);
  });

  const refused = {
    'US has no €': ['us', 'a€b€', ['€']],
    'US has no accented letters': ['us', 'café ä', ['é', 'ä']],
    'FR has no ß': ['fr', 'ß', ['ß']],
    'IT has no ~ nor `': ['it', '~`', ['~', '`']],
    'JA has no €': ['ja', '€', ['€']],
    'a control character is not typed': ['de', 'a\u0007b', ['\u0007']],
  } satisfies Record<string, [KeyboardLayout, string, string[]]>;

  it.each(Object.entries(refused))('%s: the characters are named, nothing is typed', (_name, [layout, text, chars]) => {
    expect(encodeText(layout, text)).toEqual({ ok: false, untypable: chars });
  });

  it("types the bench's characters on DE, and names the one Swiss German lacks", () => {
    const text = 'user@host # C:\\tmp | cost 5 € ~ {a} ä ß é\nnext line';
    expect(decoded('de', typed('de', text))).toBe(text);
    expect(encodeText('ch-de', text)).toEqual({ ok: false, untypable: ['ß'] });
  });
});
