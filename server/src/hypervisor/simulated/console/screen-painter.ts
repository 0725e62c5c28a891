import { GLYPH_SIZE, glyphRows } from './font-8x8';
import { type Framebuffer, type Rect, type Rgb, unionRect } from './framebuffer';
import type { TextScreen } from './text-screen';

/** Light grey text on a dark background, like a server's text console. */
export const FOREGROUND: Rgb = { r: 0xd0, g: 0xd0, b: 0xd0 };
/** The screen's background colour. */
export const BACKGROUND: Rgb = { r: 0x10, g: 0x14, b: 0x1c };

/** The 8x8 font is drawn twice as large so it reads well at 800x600. */
export const SCALE = 2;
/** Width of one text cell in framebuffer pixels. */
export const CELL_WIDTH = GLYPH_SIZE * SCALE;
/** Height of one text cell: the glyph plus line spacing, so rows do not touch. */
export const CELL_HEIGHT = GLYPH_SIZE * SCALE + 4;
/** Offset of the glyph from the top of its cell; the cursor underline sits below the glyph. */
export const GLYPH_TOP = 1;

/** Columns and rows of text that fit on a screen of this size. */
export function textGridFor(width: number, height: number): { columns: number; rows: number } {
  return { columns: Math.floor(width / CELL_WIDTH), rows: Math.floor(height / CELL_HEIGHT) };
}

/**
 * Draws the screen's changed cells (the cursor as an underline) into the framebuffer and returns the area that
 * changed, or undefined when nothing did: the session sends exactly that area.
 */
export function paintChangedCells(screen: TextScreen, framebuffer: Framebuffer): Rect | undefined {
  let changed: Rect | undefined;
  const cursor = screen.cursor;
  for (const { column, row } of screen.takeDirtyCells()) {
    const cell = { x: column * CELL_WIDTH, y: row * CELL_HEIGHT, width: CELL_WIDTH, height: CELL_HEIGHT };
    framebuffer.fillRect(cell, BACKGROUND);
    drawGlyph(framebuffer, cell, screen.charAt(column, row));
    if (cursor.column === column && cursor.row === row) {
      const underline = cell.y + GLYPH_TOP + GLYPH_SIZE * SCALE + 1;
      framebuffer.fillRect({ x: cell.x, y: underline, width: CELL_WIDTH, height: SCALE }, FOREGROUND);
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
          { x: cell.x + column * SCALE, y: cell.y + GLYPH_TOP + row * SCALE, width: SCALE, height: SCALE },
          FOREGROUND,
        );
      }
    }
  }
}
