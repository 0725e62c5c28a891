import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, render, screen } from '@testing-library/react';
import { EmptyTableRow } from './table-cells';

describe('<EmptyTableRow>', () => {
  afterEach(cleanup);

  it('spans every column with its message', () => {
    render(
      <table>
        <tbody>
          <EmptyTableRow columnCount={5}>No courses yet.</EmptyTableRow>
        </tbody>
      </table>,
    );
    expect(screen.getByRole('cell', { name: 'No courses yet.' }).getAttribute('colspan')).toBe('5');
  });
});
