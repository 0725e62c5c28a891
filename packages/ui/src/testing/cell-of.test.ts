import { afterEach, describe, expect, it } from '@rstest/core';
import { cellOf } from './cell-of';

function rowsOf(html: string): HTMLElement[] {
  document.body.innerHTML = html;
  return [...document.querySelectorAll<HTMLElement>('tbody tr')];
}

const TABLE = `<table>
  <thead><tr><th>Status</th><th><button>Name</button></th><th>Actions</th></tr></thead>
  <tbody>
    <tr><td>on</td><td>Alpha</td><td>Edit</td></tr>
    <tr><td colspan="3">No courses yet.</td></tr>
  </tbody>
</table>`;

describe('cellOf', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("finds a row's cell by its column's heading, wherever the column stands", () => {
    const [row] = rowsOf(TABLE);
    expect(cellOf(row!, 'Name').textContent).toBe('Alpha');
    expect(cellOf(row!, 'Actions').textContent).toBe('Edit');
  });

  it('throws for a heading the table does not have', () => {
    const [row] = rowsOf(TABLE);
    expect(() => cellOf(row!, 'Folder')).toThrow("No column 'Folder' among");
  });

  it('throws for a row whose cells span columns, which is no column of cells', () => {
    const [, empty] = rowsOf(TABLE);
    expect(() => cellOf(empty!, 'Status')).toThrow('The row has 1 cells for 3 columns');
  });
});
