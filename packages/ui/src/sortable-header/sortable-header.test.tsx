import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { SortOrder } from '../sort-order/sort-order';
import { SortableHeader } from './sortable-header';

type Column = 'name' | 'status';

function renderHeader(order: SortOrder<Column> | null, onSort: (column: Column) => void = () => undefined) {
  render(
    <table>
      <thead>
        <tr>
          <SortableHeader label="Name" column="name" order={order} onSort={onSort} />
        </tr>
      </thead>
    </table>,
  );
  return screen.getByRole('columnheader', { name: 'Name' });
}

describe('<SortableHeader>', () => {
  afterEach(cleanup);

  it.each([
    [null, 'none'],
    [{ column: 'name', direction: 'ascending' }, 'ascending'],
    [{ column: 'name', direction: 'descending' }, 'descending'],
    [{ column: 'status', direction: 'ascending' }, 'none'],
  ] as const)('with order %j says aria-sort=%s', (order, ariaSort) => {
    expect(renderHeader(order).getAttribute('aria-sort')).toBe(ariaSort);
  });

  it('is one button filling the cell, named by the column and described as sorting by it', () => {
    const header = renderHeader(null);
    const button = screen.getByRole('button', { name: 'Name' });
    expect(header.children).toHaveLength(1);
    expect(header.firstElementChild).toBe(button);
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('title')).toBe('Sort by Name');
    expect(header.textContent).toBe('Name');
  });

  it('sorts by its column when its button is clicked', () => {
    const clicked: Column[] = [];
    renderHeader(null, (column) => clicked.push(column));
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(clicked).toEqual(['name']);
  });
});
