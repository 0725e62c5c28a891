import { Button } from '@blueprintjs/core';
import { CaretDown, CaretUp, DoubleCaretVertical } from '@blueprintjs/icons';
import './sortable-header.css';

export interface SortableHeaderProps {
  /** The column's heading. */
  label: string;
  /** The list's direction when it is sorted by this column; undefined when it is not. */
  direction: 'ascending' | 'descending' | undefined;
  /** Called when the heading is clicked. */
  onSort: () => void;
}

/**
 * A sortable table column heading: a button with a caret showing the order (both carets, faded, while the list is
 * not sorted by this column), and aria-sort for assistive technology.
 */
export function SortableHeader({ label, direction, onSort }: SortableHeaderProps) {
  let caret = <DoubleCaretVertical className="sortable-header__unsorted" />;
  if (direction === 'ascending') caret = <CaretUp />;
  if (direction === 'descending') caret = <CaretDown />;
  return (
    <th aria-sort={direction ?? 'none'} className="sortable-header">
      <Button variant="minimal" size="small" className="sortable-header__button" endIcon={caret} onClick={() => onSort()}>
        {label}
      </Button>
    </th>
  );
}
