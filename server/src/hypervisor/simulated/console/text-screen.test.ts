import { describe, expect, it } from '@rstest/core';
import { TextScreen } from './text-screen';

describe('TextScreen', () => {
  it('wraps at the right edge and scrolls at the bottom', () => {
    const screen = new TextScreen(4, 2);
    screen.write('abcdef\ngh');
    expect(screen.text()).toBe('ef\ngh');
    expect(screen.cursor).toEqual({ column: 2, row: 1 });
  });

  it('backspaces within the row only and reports the changed cells once', () => {
    const screen = new TextScreen(4, 2);
    screen.takeDirtyCells();
    screen.write('x');
    screen.backspace();
    screen.backspace();
    expect(screen.text()).toBe('');
    expect(screen.takeDirtyCells()).toEqual([
      { column: 0, row: 0 },
      { column: 1, row: 0 },
    ]);
    expect(screen.takeDirtyCells()).toEqual([]);
  });
});
