import { Button } from '@blueprintjs/core';
import { CaretDown, CaretUp, DoubleCaretVertical } from '@blueprintjs/icons';
import type { SortOrder } from '../sort-order/sort-order';
import './sortable-header.css';

export interface SortableHeaderProps<Column extends string> {
  /** The column's heading. */
  label: string;
  /** The column this heading sorts by. */
  column: Column;
  /** The list's order; null while it keeps the server's order. */
  order: SortOrder<Column> | null;
  /** Called with the column when the heading is clicked. */
  onSort: (column: Column) => void;
}

/**
 * A sortable table column heading: a button with a caret showing the order (both carets, faded, while the list is
 * not sorted by this column), and aria-sort for assistive technology.
 */
export function SortableHeader<Column extends string>({ label, column, order, onSort }: SortableHeaderProps<Column>) {
  const direction = order?.column === column ? order.direction : undefined;
  let caret = <DoubleCaretVertical className="sortable-header__unsorted" />;
  if (direction === 'ascending') caret = <CaretUp />;
  if (direction === 'descending') caret = <CaretDown />;
  return (
    <th aria-sort={direction ?? 'none'} className="sortable-header">
      <Button
        variant="minimal"
        size="small"
        className="sortable-header__button"
        endIcon={caret}
        onClick={() => onSort(column)}
      >
        {label}
      </Button>
    </th>
  );
}
