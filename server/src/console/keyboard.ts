/** What a key press means to the guest's text console. */
export type KeyInput =
  | { kind: 'char'; char: string }
  | { kind: 'enter' }
  | { kind: 'backspace' }
  | { kind: 'ctrl-alt-del' }
  | { kind: 'interrupt' };

/** PC scancode set 1 as WMKS sends it: E0-prefixed keys are 0x100 + code (Delete = 0x153). */
export const SCANCODE = {
  backspace: 0x0e,
  enter: 0x1c,
  keypadEnter: 0x11c,
  leftCtrl: 0x1d,
  rightCtrl: 0x11d,
  leftShift: 0x2a,
  rightShift: 0x36,
  leftAlt: 0x38,
  rightAlt: 0x138,
  capsLock: 0x3a,
  delete: 0x153,
  keypadDelete: 0x53,
  c: 0x2e,
} as const;

// US layout: [unshifted, shifted] per set-1 scancode.
const PRINTABLE: Record<number, readonly [string, string]> = {
  0x02: ['1', '!'], 0x03: ['2', '@'], 0x04: ['3', '#'], 0x05: ['4', '$'], 0x06: ['5', '%'],
  0x07: ['6', '^'], 0x08: ['7', '&'], 0x09: ['8', '*'], 0x0a: ['9', '('], 0x0b: ['0', ')'],
  0x0c: ['-', '_'], 0x0d: ['=', '+'], 0x0f: [' ', ' '],
  0x10: ['q', 'Q'], 0x11: ['w', 'W'], 0x12: ['e', 'E'], 0x13: ['r', 'R'], 0x14: ['t', 'T'],
  0x15: ['y', 'Y'], 0x16: ['u', 'U'], 0x17: ['i', 'I'], 0x18: ['o', 'O'], 0x19: ['p', 'P'],
  0x1a: ['[', '{'], 0x1b: [']', '}'],
  0x1e: ['a', 'A'], 0x1f: ['s', 'S'], 0x20: ['d', 'D'], 0x21: ['f', 'F'], 0x22: ['g', 'G'],
  0x23: ['h', 'H'], 0x24: ['j', 'J'], 0x25: ['k', 'K'], 0x26: ['l', 'L'],
  0x27: [';', ':'], 0x28: ["'", '"'], 0x29: ['`', '~'], 0x2b: ['\\', '|'],
  0x2c: ['z', 'Z'], 0x2d: ['x', 'X'], 0x2e: ['c', 'C'], 0x2f: ['v', 'V'], 0x30: ['b', 'B'],
  0x31: ['n', 'N'], 0x32: ['m', 'M'], 0x33: [',', '<'], 0x34: ['.', '>'], 0x35: ['/', '?'],
  0x39: [' ', ' '], 0x56: ['\\', '|'],
  // Keypad (Num Lock assumed on) and keypad operators; keypad '/' is E0-prefixed.
  0x37: ['*', '*'], 0x4a: ['-', '-'], 0x4e: ['+', '+'], 0x135: ['/', '/'],
  0x47: ['7', '7'], 0x48: ['8', '8'], 0x49: ['9', '9'], 0x4b: ['4', '4'], 0x4c: ['5', '5'],
  0x4d: ['6', '6'], 0x4f: ['1', '1'], 0x50: ['2', '2'], 0x51: ['3', '3'], 0x52: ['0', '0'],
};

/**
 * Turns a stream of scancode downs and ups into console input, tracking Shift, Ctrl, Alt and Caps Lock the way a
 * PC keyboard driver does. Key repeat (several downs without an up) types the character again.
 */
export class KeyboardState {
  private readonly held = new Set<number>();
  private capsLock = false;

  /** Feeds one VMware key event; returns what it typed, if anything. */
  scancode(code: number, down: boolean): KeyInput | undefined {
    if (!down) {
      this.held.delete(code);
      return undefined;
    }
    this.held.add(code);
    const ctrl = this.held.has(SCANCODE.leftCtrl) || this.held.has(SCANCODE.rightCtrl);
    const alt = this.held.has(SCANCODE.leftAlt) || this.held.has(SCANCODE.rightAlt);
    const shift = this.held.has(SCANCODE.leftShift) || this.held.has(SCANCODE.rightShift);

    if (code === SCANCODE.capsLock) {
      this.capsLock = !this.capsLock;
      return undefined;
    }
    if (ctrl && alt && (code === SCANCODE.delete || code === SCANCODE.keypadDelete)) return { kind: 'ctrl-alt-del' };
    if (ctrl && code === SCANCODE.c) return { kind: 'interrupt' };
    if (ctrl || alt) return undefined;
    if (code === SCANCODE.enter || code === SCANCODE.keypadEnter) return { kind: 'enter' };
    if (code === SCANCODE.backspace) return { kind: 'backspace' };

    const pair = PRINTABLE[code];
    if (!pair) return undefined;
    const isLetter = /^[a-z]$/.test(pair[0]);
    const shifted = isLetter ? shift !== this.capsLock : shift;
    return { kind: 'char', char: shifted ? pair[1] : pair[0] };
  }

  /** Forgets held keys (a new connection starts with nothing pressed). */
  reset(): void {
    this.held.clear();
  }
}

const KEYSYM = { backspace: 0xff08, tab: 0xff09, enter: 0xff0d, keypadEnter: 0xff8d } as const;

/**
 * Maps a standard RFB KeyEvent keysym (a plain VNC client, never WMKS) to console input. Keysyms of printable
 * Latin-1 characters equal their code points, so no layout table is needed.
 */
export function keysymInput(keysym: number, down: boolean): KeyInput | undefined {
  if (!down) return undefined;
  if (keysym === KEYSYM.enter || keysym === KEYSYM.keypadEnter) return { kind: 'enter' };
  if (keysym === KEYSYM.backspace) return { kind: 'backspace' };
  if (keysym === KEYSYM.tab) return { kind: 'char', char: ' ' };
  if (keysym >= 0x20 && keysym <= 0x7e) return { kind: 'char', char: String.fromCharCode(keysym) };
  return undefined;
}
