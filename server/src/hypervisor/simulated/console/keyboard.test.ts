import { describe, expect, it } from '@rstest/core';
import { KeyboardState, keysymInput, SCANCODE } from './keyboard';

describe('KeyboardState', () => {
  it('types lower and upper case with Shift and Caps Lock, and shifted symbols', () => {
    const keyboard = new KeyboardState();
    const press = (code: number) => keyboard.scancode(code, true);
    expect(press(0x1e)).toEqual({ kind: 'char', char: 'a' });
    keyboard.scancode(SCANCODE.leftShift, true);
    expect(press(0x1e)).toEqual({ kind: 'char', char: 'A' });
    expect(press(0x02)).toEqual({ kind: 'char', char: '!' });
    keyboard.scancode(SCANCODE.leftShift, false);
    press(SCANCODE.capsLock);
    expect(press(0x1e)).toEqual({ kind: 'char', char: 'A' });
    expect(press(0x02)).toEqual({ kind: 'char', char: '1' });
  });

  it('recognises Ctrl+Alt+Del (E0 53) and ignores other chords', () => {
    const keyboard = new KeyboardState();
    keyboard.scancode(SCANCODE.rightCtrl, true);
    expect(keyboard.scancode(0x1e, true)).toBeUndefined();
    keyboard.scancode(SCANCODE.leftAlt, true);
    expect(keyboard.scancode(SCANCODE.delete, true)).toEqual({ kind: 'ctrl-alt-del' });
  });

  it('maps plain RFB keysyms', () => {
    expect(keysymInput(0x41, true)).toEqual({ kind: 'char', char: 'A' });
    expect(keysymInput(0xff0d, true)).toEqual({ kind: 'enter' });
    expect(keysymInput(0x41, false)).toBeUndefined();
  });
});
