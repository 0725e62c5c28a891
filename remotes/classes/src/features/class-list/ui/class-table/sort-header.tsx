import { Button } from '@blueprintjs/core';
import { CaretDown, CaretUp, DoubleCaretVertical } from '@blueprintjs/icons';
import type { SortColumn, SortOrder } from '../../lib';
import styles from './class-table.module.css';

export interface SortHeaderProps {
  /** The column's heading. */
  label: string;
  /** The column the heading sorts by. */
  column: SortColumn;
  /** The list's order; null while it keeps the server's. */
  order: SortOrder | null;
  /** Called with the column when the heading is clicked. */
  onSort: (column: SortColumn) => void;
}

/** A sortable column heading: aria-sort for assistive technology, a caret for the eye. */
export function SortHeader({ label, column, order, onSort }: SortHeaderProps) {
  const direction = order?.column === column ? order.direction : undefined;
  let caret = <DoubleCaretVertical className={styles.unsorted} />;
  if (direction === 'ascending') caret = <CaretUp />;
  if (direction === 'descending') caret = <CaretDown />;
  return (
    <th aria-sort={direction ?? 'none'} className={styles.sortable}>
      <Button variant="minimal" size="small" className={styles.sortButton} endIcon={caret} onClick={() => onSort(column)}>
        {label}
      </Button>
    </th>
  );
}
