/** One record of a roster's text: its cells as typed, and the line it starts on (the line the instructor sees). */
export interface RosterRecord {
  line: number;
  cells: string[];
}

/** A spreadsheet's copy separates cells by tabs; a CSV file by commas, or by semicolons in some locales. */
const DELIMITERS = ['\t', ',', ';'] as const;

/** The delimiter of the record starting at `start`: the first of DELIMITERS its first line holds. */
function delimiterAt(source: string, start: number): string {
  const end = source.indexOf('\n', start);
  const line = source.slice(start, end < 0 ? source.length : end);
  return DELIMITERS.find((delimiter) => line.includes(delimiter)) ?? ',';
}

interface CellRead {
  value: string;
  /** Where the cell ended: on its delimiter, its line's end or the text's end. */
  end: number;
  /** Line breaks inside its quotes. */
  breaks: number;
}

/** An unquoted cell: up to the delimiter or the line's end. */
function plainCell(source: string, start: number, delimiter: string): CellRead {
  let end = start;
  while (end < source.length && source[end] !== delimiter && source[end] !== '\n') end += 1;
  return { value: source.slice(start, end), end, breaks: 0 };
}

/**
 * A quoted cell (RFC 4180): a doubled quote is one quote, delimiters and line breaks inside are text. An unclosed
 * quote runs to the text's end; anything after the closing quote up to the delimiter is kept with the cell.
 */
function quotedCell(source: string, start: number, delimiter: string): CellRead {
  const parts: string[] = [];
  let breaks = 0;
  let position = start + 1;
  while (position < source.length) {
    const next = source.indexOf('"', position);
    const stop = next < 0 ? source.length : next;
    const chunk = source.slice(position, stop);
    parts.push(chunk);
    breaks += chunk.split('\n').length - 1;
    if (next < 0) return { value: parts.join(''), end: source.length, breaks };
    if (source[next + 1] === '"') {
      parts.push('"');
      position = next + 2;
      continue;
    }
    const rest = plainCell(source, next + 1, delimiter);
    return { value: parts.join('') + rest.value.trimEnd(), end: rest.end, breaks };
  }
  return { value: parts.join(''), end: source.length, breaks };
}

/**
 * The records of a pasted or uploaded roster: one a line, cells split by tabs, commas or semicolons (decided per line,
 * so typed and pasted lines mix), quoted cells as CSV quotes them. A byte order mark and CR LF line ends are read as
 * a spreadsheet writes them; lines with nothing on them are left out (their numbers still count).
 */
export function splitRosterText(text: string): RosterRecord[] {
  const source = (text.startsWith('\uFEFF') ? text.slice(1) : text).replace(/\r\n?/g, '\n');
  const records: RosterRecord[] = [];
  let position = 0;
  let line = 1;
  while (position < source.length) {
    const delimiter = delimiterAt(source, position);
    const cells: string[] = [];
    const startLine = line;
    for (;;) {
      let start = position;
      while (source[start] === ' ') start += 1;
      const cell = source[start] === '"' ? quotedCell(source, start, delimiter) : plainCell(source, start, delimiter);
      cells.push(cell.value);
      line += cell.breaks;
      position = cell.end + 1;
      if (source[cell.end] !== delimiter) break;
    }
    line += 1;
    if (cells.some((cell) => cell.trim() !== '')) records.push({ line: startLine, cells });
  }
  return records;
}

/** A cell as CSV writes it: quoted when it holds a delimiter, a quote, a line break or spaces at its ends. */
function csvCell(value: string): string {
  return /[\t,;"\n\r]|^ | $/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Rows as the roster field shows them, one 'name, e-mail' a line: splitRosterText reads them back as they were. */
export function formatRosterText(rows: ReadonlyArray<{ name: string; email: string }>): string {
  return rows.map(({ name, email }) => `${csvCell(name)}, ${csvCell(email)}`).join('\n');
}
