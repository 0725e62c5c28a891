import { CELL_HEIGHT, CELL_WIDTH, FOREGROUND, GLYPH_SIZE, GLYPH_TOP, glyphRows, SCALE } from '@academy/server/testing';
import { expect, type Locator, type Page } from '@playwright/test';
import { e2eOrigin } from './e2e-server';
import { machineRow, type Student, signInAsStudent } from './student';

/*
 * Reading the console like a person does: from the pixels of the WebMKS canvas. The reference guest draws an 8x8
 * font at twice its size in cells of its own (server/src/console/screen-painter.ts), so every cell of the canvas
 * bitmap is matched against that font to get the screen's text back.
 */

const FIRST_PRINTABLE = 0x20;
const LAST_PRINTABLE = 0x7e;

const FONT = Array.from({ length: LAST_PRINTABLE - FIRST_PRINTABLE + 1 }, (_, index) => ({
  char: String.fromCharCode(FIRST_PRINTABLE + index),
  rows: [...glyphRows(FIRST_PRINTABLE + index)],
}));

/** The console's screen as text lines (trailing spaces removed), decoded from the canvas pixels. */
export function readConsoleScreen(page: Page): Promise<string[]> {
  return readScreenText(page.locator('#mainCanvas'));
}

/** The screen the instructor shows the class ('Presented by your instructor'), decoded from its picture. */
export function readPresentedScreen(page: Page): Promise<string[]> {
  return readScreenText(page.getByRole('img', { name: /^The screen of / }));
}

/** A guest's screen as text lines, from a canvas (the console) or a picture of it (a presented screen). */
function readScreenText(screen: Locator): Promise<string[]> {
  return screen.evaluate(
    (
      element: HTMLCanvasElement | HTMLImageElement,
      { font, cellWidth, cellHeight, glyphTop, scale, glyph, foreground },
    ) => {
      let canvas = element;
      if (element instanceof HTMLImageElement) {
        canvas = document.createElement('canvas');
        canvas.width = element.naturalWidth;
        canvas.height = element.naturalHeight;
        canvas.getContext('2d')?.drawImage(element, 0, 0);
      }
      if (!(canvas instanceof HTMLCanvasElement)) return [];
      const context = canvas.getContext('2d');
      if (!context || canvas.width === 0) return [];
      const { data, width } = context.getImageData(0, 0, canvas.width, canvas.height);
      const isLit = (x: number, y: number) => {
        const offset = (y * width + x) * 4;
        return (
          Math.abs((data[offset] ?? 0) - foreground.r) < 16 &&
          Math.abs((data[offset + 1] ?? 0) - foreground.g) < 16 &&
          Math.abs((data[offset + 2] ?? 0) - foreground.b) < 16
        );
      };
      const lines: string[] = [];
      for (let row = 0; row < Math.floor(canvas.height / cellHeight); row++) {
        let line = '';
        for (let column = 0; column < Math.floor(canvas.width / cellWidth); column++) {
          const bits: number[] = [];
          for (let glyphRow = 0; glyphRow < glyph; glyphRow++) {
            let byte = 0;
            for (let bit = 0; bit < glyph; bit++) {
              const x = column * cellWidth + bit * scale;
              const y = row * cellHeight + glyphTop + glyphRow * scale;
              if (isLit(x, y)) byte |= 1 << bit;
            }
            bits.push(byte);
          }
          const match = font.find(({ rows }) => rows.every((value, index) => value === bits[index]));
          line += match ? match.char : '?';
        }
        lines.push(line.trimEnd());
      }
      return lines;
    },
    {
      font: FONT,
      cellWidth: CELL_WIDTH,
      cellHeight: CELL_HEIGHT,
      glyphTop: GLYPH_TOP,
      scale: SCALE,
      glyph: GLYPH_SIZE,
      foreground: FOREGROUND,
    },
  );
}

/** Waits until a line of the console's screen (or of another reading of a screen) contains the text. */
export async function expectOnScreen(
  page: Page,
  text: string,
  timeout = 10_000,
  read: (page: Page) => Promise<string[]> = readConsoleScreen,
): Promise<void> {
  await expect
    .poll(async () => (await read(page)).some((line) => line.includes(text)), {
      message: `console screen shows "${text}"`,
      timeout,
    })
    .toBe(true);
}

/** Signs the student in and opens a machine's console with View, as a student does; waits until connected. */
export async function openConsole(page: Page, student: Student, machineName: string): Promise<void> {
  await signInAsStudent(page, student);
  await machineRow(page, machineName).getByRole('button', { name: 'View' }).click();
  await page.waitForURL('**/view');
  await expect(page.getByText(`Connected to ${machineName}.`)).toBeVisible();
}

/** The reference console server drops every open console WebSocket (test hook), as a network failure would. */
export async function dropConsoleConnections(): Promise<number> {
  const response = await fetch(`${e2eOrigin()}/__test__/consoles/drop`, { method: 'POST' });
  if (!response.ok) throw new Error(`console drop answered ${response.status}`);
  return ((await response.json()) as { dropped: number }).dropped;
}

/** Event listener types on window and document, through the DevTools protocol (what no page script can list). */
export async function globalListenerTypes(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const types: string[] = [];
    for (const expression of ['window', 'document']) {
      const { result } = await cdp.send('Runtime.evaluate', { expression });
      const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId ?? '' });
      types.push(...listeners.map((listener) => `${expression}:${listener.type}`));
    }
    return types.sort();
  } finally {
    await cdp.detach();
  }
}
