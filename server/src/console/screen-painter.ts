import { glyphRows, GLYPH_SIZE } from './font-8x8';
import { unionRect, type Framebuffer, type Rect, type Rgb } from './framebuffer';
import type { TextScreen } from './text-screen';

/** Light grey text on a dark background, like a server's text console. */
export const FOREGROUND: Rgb = { r: 0xd0, g: 0xd0, b: 0xd0 };
export const BACKGROUND: Rgb = { r: 0x10, g: 0x14, b: 0x1c };

/** The 8x8 font is drawn twice as large so it reads well at 800x600. */
export const SCALE = 2;
/** Size of one text cell in framebuffer pixels. */
export const CELL_SIZE = GLYPH_SIZE * SCALE;

/** Columns and rows of text that fit on a screen of this size. */
export function textGridFor(width: number, height: number): { columns: number; rows: number } {
  return { columns: Math.floor(width / CELL_SIZE), rows: Math.floor(height / CELL_SIZE) };
}

/**
 * Draws the screen's changed cells (the cursor as an underline) into the framebuffer and returns the area that
 * changed, or undefined when nothing did: the session sends exactly that area.
 */
export function paintChangedCells(screen: TextScreen, framebuffer: Framebuffer): Rect | undefined {
  let changed: Rect | undefined;
  const cursor = screen.cursor;
  for (const { column, row } of screen.takeDirtyCells()) {
    const cell = { x: column * CELL_SIZE, y: row * CELL_SIZE, width: CELL_SIZE, height: CELL_SIZE };
    framebuffer.fillRect(cell, BACKGROUND);
    drawGlyph(framebuffer, cell, screen.charAt(column, row));
    if (cursor.column === column && cursor.row === row) {
      framebuffer.fillRect({ x: cell.x, y: cell.y + CELL_SIZE - SCALE * 2, width: CELL_SIZE, height: SCALE }, FOREGROUND);
    }
    changed = unionRect(changed, cell);
  }
  return changed;
}

function drawGlyph(framebuffer: Framebuffer, cell: Rect, charCode: number): void {
  const rows = glyphRows(charCode);
  for (let row = 0; row < GLYPH_SIZE; row++) {
    const bits = rows[row] ?? 0;
    for (let column = 0; column < GLYPH_SIZE; column++) {
      if ((bits >> column) & 1) {
        framebuffer.fillRect(
          { x: cell.x + column * SCALE, y: cell.y + row * SCALE, width: SCALE, height: SCALE },
          FOREGROUND,
        );
      }
    }
  }
}
