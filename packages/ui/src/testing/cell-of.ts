/**
 * Test helpers (`@academy/ui/testing`, never shipped): a table's cell found by its column's heading, never by its
 * position, so a column added or moved breaks no test whose meaning did not change.
 */

/** The cell of `row` in the column whose heading's text is `header`; throws when there is no such cell. */
export function cellOf(row: HTMLElement, header: string): HTMLElement {
  const headers = [...(row.closest('table')?.querySelectorAll('thead th') ?? [])].map((th) => th.textContent);
  const index = headers.indexOf(header);
  if (index === -1) throw new Error(`No column '${header}' among ${JSON.stringify(headers)}`);
  // A cell spanning several columns (the empty list's message) is no column's cell.
  if (row.children.length !== headers.length) {
    throw new Error(`The row has ${row.children.length} cells for ${headers.length} columns`);
  }
  return row.children[index] as HTMLElement;
}
