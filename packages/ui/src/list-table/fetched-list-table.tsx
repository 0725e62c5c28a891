import type { AsyncStatus } from '@academy/api';
import { Intent } from '@blueprintjs/core';
import { ErrorBanner } from '../error-banner/error-banner';
import { LoadingMessage } from '../loading-message/loading-message';
import { ListTable, type ListTableProps } from './list-table';

export interface FetchedListTableProps<Row extends { id: string }, SortColumn extends string>
  extends Omit<ListTableProps<Row, SortColumn>, 'emptyMessage'> {
  /** The list call's status. */
  status: AsyncStatus;
  /** Shown while the list loads, e.g. 'Loading courses'. */
  loadingText: string;
  /** Spec §2: the list is empty because loading failed. */
  showsLoadError: boolean;
  /** The failed load's text (spec §8). */
  error: string;
  onRetry: () => void;
  /** The one row of a loaded list with no rows, e.g. 'No courses yet.'. */
  emptyText: string;
}

/**
 * An instructor list fetched from the server: a loading message until it arrives, then the table (see ListTable),
 * under the orange banner with 'Retry' when it came back empty because loading failed.
 */
export function FetchedListTable<Row extends { id: string }, SortColumn extends string>({
  status,
  loadingText,
  showsLoadError,
  error,
  onRetry,
  emptyText,
  ...table
}: FetchedListTableProps<Row, SortColumn>) {
  if (status === 'loading' || status === 'idle') return <LoadingMessage text={loadingText} />;
  return (
    <>
      {showsLoadError && <ErrorBanner text={error} intent={Intent.WARNING} onRetry={onRetry} />}
      <ListTable {...table} emptyMessage={status === 'succeeded' ? emptyText : undefined} />
    </>
  );
}
