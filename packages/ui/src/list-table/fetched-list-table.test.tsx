import type { AsyncStatus } from '@academy/api';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FetchedListTable } from './fetched-list-table';

const columns = [{ id: 'name', header: 'Name', cell: (row: { id: string; name: string }) => row.name }];

function renderTable(status: AsyncStatus, rows: { id: string; name: string }[], showsLoadError = false) {
  const onRetry = rs.fn();
  render(
    <FetchedListTable
      label="Things"
      columns={columns}
      rows={rows}
      order={null}
      onSort={() => undefined}
      status={status}
      loadingText="Loading things"
      showsLoadError={showsLoadError}
      error="Trouble fetching things."
      onRetry={onRetry}
      emptyText="No things yet."
    />,
  );
  return onRetry;
}

describe('<FetchedListTable>', () => {
  afterEach(cleanup);

  it.each(['idle', 'loading'] as const)('says only what is loading while %s', (status) => {
    renderTable(status, []);
    expect(screen.getByRole('status').textContent).toBe('Loading things');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says the list is empty once loaded with no rows', () => {
    renderTable('succeeded', []);
    expect(screen.getByRole('cell', { name: 'No things yet.' })).toBeTruthy();
  });

  it('shows the failed load above the table, with Retry, when it came back empty', () => {
    const onRetry = renderTable('failed', [], true);
    expect(screen.getByRole('alert').textContent).toBe('Trouble fetching things.Retry');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('cell', { name: 'No things yet.' })).toBeNull();
  });
});
