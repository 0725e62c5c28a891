/** A cell a spreadsheet would run as a formula (OWASP's list: = + - @, tab, carriage return). */
const FORMULA_LEADING = /^[=+\-@\t\r]/;

function cell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const inert = FORMULA_LEADING.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

/** RFC 4180 text, CRLF line ends, every cell that could start a formula made inert with a leading quote. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  return [header, ...rows]
    .map((row) => row.map(cell).join(','))
    .join('\r\n')
    .concat('\r\n');
}
