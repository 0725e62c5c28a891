import type { Locator, Page } from '@playwright/test';

/**
 * Table cells found by their column's heading, never by position, so a column added or moved breaks no test whose
 * meaning did not change. The column is found each time the locator is used (an XPath: the cell has as many cells
 * before it as the heading has headings), so these locators wait and retry like any other. A cell that spans columns
 * (an empty list's message) is no column's cell.
 */
function columnCell(header: string): string {
  if (header.includes('"')) throw new Error(`A heading with a double quote cannot be looked up: ${header}`);
  const heading = `ancestor::table[1]/thead/tr/th[normalize-space()="${header}"]`;
  return `td[count(${heading}/preceding-sibling::th) + 1][${heading}][not(@colspan)]`;
}

/** The cell of `row` in the column headed `header` (the heading's text, spaces trimmed). */
export function cellOf(row: Locator, header: string): Locator {
  return row.locator(`xpath=./${columnCell(header)}`);
}

/** The cells of the column headed `header` in every table body row in `scope`, top to bottom. */
export function columnCells(scope: Page | Locator, header: string): Locator {
  return scope.locator(`xpath=.//tbody/tr/${columnCell(header)}`);
}
