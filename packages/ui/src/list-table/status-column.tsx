import { statusLabelOf } from '../status-dot/status-colour';
import { StatusDot } from '../status-dot/status-dot';
import type { ListColumn } from './list-column';

/**
 * The Status column of an instructor list: the status dot, its status in words on a card (the wide table tells it
 * by hover), sorted by `sortBy`.
 */
export function statusColumn<Row extends { status: string }, SortColumn extends string>(
  sortBy: SortColumn,
  className?: string,
): ListColumn<Row, SortColumn> {
  return {
    id: 'status',
    header: 'Status',
    sortBy,
    cardText: (row) => statusLabelOf(row.status),
    className,
    cell: (row) => <StatusDot status={row.status} />,
  };
}
