import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SortableHeader } from './sortable-header';

function renderHeader(direction: 'ascending' | 'descending' | undefined, onSort: () => void = () => undefined) {
  render(
    <table>
      <thead>
        <tr>
          <SortableHeader label="Name" direction={direction} onSort={onSort} />
        </tr>
      </thead>
    </table>,
  );
  return screen.getByRole('columnheader', { name: 'Name' });
}

describe('<SortableHeader>', () => {
  afterEach(cleanup);

  it.each([
    [undefined, 'none'],
    ['ascending', 'ascending'],
    ['descending', 'descending'],
  ] as const)('with direction %s says aria-sort=%s', (direction, ariaSort) => {
    expect(renderHeader(direction).getAttribute('aria-sort')).toBe(ariaSort);
  });

  it('sorts when its button is clicked', () => {
    let clicks = 0;
    renderHeader(undefined, () => (clicks += 1));
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(clicks).toBe(1);
  });
});
