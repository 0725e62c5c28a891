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
 * A sortable table column heading. The whole cell is one button (named by the label, described as sorting by it),
 * with a caret showing the order: both carets, faded, while the list is not sorted by this column. The cell's
 * aria-sort tells assistive technology the order, so the button's name stays the column's.
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
        className="sortable-header__button"
        endIcon={caret}
        title={`Sort by ${label}`}
        onClick={() => onSort(column)}
      >
        {label}
      </Button>
    </th>
  );
}
