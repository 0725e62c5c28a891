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
  2: ['1', '!'],
  3: ['2', '@'],
  4: ['3', '#'],
  5: ['4', '$'],
  6: ['5', '%'],
  7: ['6', '^'],
  8: ['7', '&'],
  9: ['8', '*'],
  10: ['9', '('],
  11: ['0', ')'],
  12: ['-', '_'],
  13: ['=', '+'],
  15: [' ', ' '],
  16: ['q', 'Q'],
  17: ['w', 'W'],
  18: ['e', 'E'],
  19: ['r', 'R'],
  20: ['t', 'T'],
  21: ['y', 'Y'],
  22: ['u', 'U'],
  23: ['i', 'I'],
  24: ['o', 'O'],
  25: ['p', 'P'],
  26: ['[', '{'],
  27: [']', '}'],
  30: ['a', 'A'],
  31: ['s', 'S'],
  32: ['d', 'D'],
  33: ['f', 'F'],
  34: ['g', 'G'],
  35: ['h', 'H'],
  36: ['j', 'J'],
  37: ['k', 'K'],
  38: ['l', 'L'],
  39: [';', ':'],
  40: ["'", '"'],
  41: ['`', '~'],
  43: ['\\', '|'],
  44: ['z', 'Z'],
  45: ['x', 'X'],
  46: ['c', 'C'],
  47: ['v', 'V'],
  48: ['b', 'B'],
  49: ['n', 'N'],
  50: ['m', 'M'],
  51: [',', '<'],
  52: ['.', '>'],
  53: ['/', '?'],
  57: [' ', ' '],
  86: ['\\', '|'],
  // Keypad (Num Lock assumed on) and keypad operators; keypad '/' is E0-prefixed.
  55: ['*', '*'],
  74: ['-', '-'],
  78: ['+', '+'],
  309: ['/', '/'],
  71: ['7', '7'],
  72: ['8', '8'],
  73: ['9', '9'],
  75: ['4', '4'],
  76: ['5', '5'],
  77: ['6', '6'],
  79: ['1', '1'],
  80: ['2', '2'],
  81: ['3', '3'],
  82: ['0', '0'],
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
