/** A cell position on the text screen. */
export interface CellPosition {
  column: number;
  row: number;
}

const SPACE = 0x20;

/** A screen's characters and cursor at one moment. */
export interface ScreenSnapshot {
  cells: Uint8Array;
  cursor: CellPosition;
}

/**
 * A grid of characters with a cursor, like a text-mode console: writing wraps at the right edge and scrolls at the
 * bottom. It remembers which cells changed (the cursor's old and new cells included) so only they are repainted.
 */
export class TextScreen {
  private readonly cells: Uint8Array;
  private readonly dirty: Uint8Array;
  private cursorColumn = 0;
  private cursorRow = 0;

  constructor(
    readonly columns: number,
    readonly rows: number,
  ) {
    this.cells = new Uint8Array(columns * rows).fill(SPACE);
    this.dirty = new Uint8Array(columns * rows).fill(1);
  }

  /** Where the next character goes. */
  get cursor(): CellPosition {
    return { column: this.cursorColumn, row: this.cursorRow };
  }

  /** The character code in a cell. */
  charAt(column: number, row: number): number {
    return this.cells[row * this.columns + column] ?? SPACE;
  }

  /** One row as text, trailing spaces removed. */
  rowText(row: number): string {
    const start = row * this.columns;
    return String.fromCharCode(...this.cells.subarray(start, start + this.columns)).trimEnd();
  }

  /** All rows as text (handy in tests and logs). */
  text(): string {
    return Array.from({ length: this.rows }, (_, row) => this.rowText(row))
      .join('\n')
      .trimEnd();
  }

  /** Writes text at the cursor; '\n' starts a new line. Characters outside printable ASCII show as '?'. */
  write(text: string): void {
    for (const char of text) {
      if (char === '\n') this.newLine();
      else this.putChar(char.charCodeAt(0) < 0x7f ? char.charCodeAt(0) : 0x3f);
    }
  }

  /** Moves the cursor one cell left and blanks that cell; stops at the start of the row. */
  backspace(): void {
    if (this.cursorColumn === 0) return;
    this.moveCursor(this.cursorColumn - 1, this.cursorRow);
    this.setCell(this.cursorColumn, this.cursorRow, SPACE);
  }

  /** Blanks the whole screen and puts the cursor home. */
  clear(): void {
    this.cells.fill(SPACE);
    this.dirty.fill(1);
    this.cursorColumn = 0;
    this.cursorRow = 0;
  }

  /** What the screen shows, to be shown again by another screen of the same size (a resumed machine's). */
  snapshot(): ScreenSnapshot {
    return { cells: this.cells.slice(), cursor: this.cursor };
  }

  /** Shows a snapshot of a screen of the same size; every cell is repainted. */
  restore(snapshot: ScreenSnapshot): void {
    if (snapshot.cells.length !== this.cells.length) return;
    this.cells.set(snapshot.cells);
    this.dirty.fill(1);
    this.cursorColumn = snapshot.cursor.column;
    this.cursorRow = snapshot.cursor.row;
  }

  /** Cells changed since the last call, then forgets them. */
  takeDirtyCells(): CellPosition[] {
    const changed: CellPosition[] = [];
    for (let index = 0; index < this.dirty.length; index++) {
      if (this.dirty[index]) changed.push({ column: index % this.columns, row: Math.floor(index / this.columns) });
    }
    this.dirty.fill(0);
    return changed;
  }

  private putChar(code: number): void {
    if (this.cursorColumn >= this.columns) this.newLine();
    this.setCell(this.cursorColumn, this.cursorRow, code);
    this.moveCursor(this.cursorColumn + 1, this.cursorRow);
  }

  private newLine(): void {
    if (this.cursorRow + 1 < this.rows) {
      this.moveCursor(0, this.cursorRow + 1);
      return;
    }
    // Scroll: every cell may change, so all of them are repainted.
    this.cells.copyWithin(0, this.columns);
    this.cells.fill(SPACE, (this.rows - 1) * this.columns);
    this.dirty.fill(1);
    this.cursorColumn = 0;
  }

  private moveCursor(column: number, row: number): void {
    this.markDirty(this.cursorColumn, this.cursorRow);
    this.cursorColumn = column;
    this.cursorRow = row;
    this.markDirty(column, row);
  }

  private setCell(column: number, row: number, code: number): void {
    this.cells[row * this.columns + column] = code;
    this.markDirty(column, row);
  }

  private markDirty(column: number, row: number): void {
    // The cursor may sit one past the last column (before wrapping); that cell does not exist.
    if (column < this.columns) this.dirty[row * this.columns + column] = 1;
  }
}
