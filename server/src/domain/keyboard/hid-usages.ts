/**
 * USB HID usage codes (HID Usage Tables 1.4, page 0x07 "Keyboard/Keypad") of the keys text is typed with, named by
 * the key's position on a US keyboard: a layout says what each position types.
 */
export const HID = {
  a: 0x04,
  b: 0x05,
  c: 0x06,
  d: 0x07,
  e: 0x08,
  f: 0x09,
  g: 0x0a,
  h: 0x0b,
  i: 0x0c,
  j: 0x0d,
  k: 0x0e,
  l: 0x0f,
  m: 0x10,
  n: 0x11,
  o: 0x12,
  p: 0x13,
  q: 0x14,
  r: 0x15,
  s: 0x16,
  t: 0x17,
  u: 0x18,
  v: 0x19,
  w: 0x1a,
  x: 0x1b,
  y: 0x1c,
  z: 0x1d,
  digit1: 0x1e,
  digit2: 0x1f,
  digit3: 0x20,
  digit4: 0x21,
  digit5: 0x22,
  digit6: 0x23,
  digit7: 0x24,
  digit8: 0x25,
  digit9: 0x26,
  digit0: 0x27,
  enter: 0x28,
  tab: 0x2b,
  space: 0x2c,
  minus: 0x2d,
  equal: 0x2e,
  bracketLeft: 0x2f,
  bracketRight: 0x30,
  backslash: 0x31,
  /** ISO: the key left of Enter (# ~ on UK). */
  nonUsHash: 0x32,
  semicolon: 0x33,
  quote: 0x34,
  grave: 0x35,
  comma: 0x36,
  period: 0x37,
  slash: 0x38,
  /** ISO: the key right of left Shift (\ | on UK, < > on DE). */
  nonUsBackslash: 0x64,
  /** JIS: the Ro key left of right Shift (\ _). */
  international1: 0x87,
  /** JIS: the Yen key left of Backspace (¥ |). */
  international3: 0x89,
} as const;

/** One key press: the key's usage, with Shift and AltGr (right Alt) held. */
export interface KeyStroke {
  usage: number;
  shift: boolean;
  altGr: boolean;
}
