import { Button } from '@blueprintjs/core';
import { CaretDown, CaretUp, DoubleCaretVertical } from '@blueprintjs/icons';
import type { CourseSort, CourseSortKey } from '../../lib';
import styles from './course-table.module.css';

export interface SortableHeaderProps {
  /** The column's heading. */
  label: string;
  /** The column this header sorts by. */
  sortKey: CourseSortKey;
  /** The list's current sort; null while unsorted. */
  sort: CourseSort | null;
  /** Called when the header is clicked. */
  onSort: (key: CourseSortKey) => void;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** A column heading that sorts the list, with aria-sort and an arrow showing the direction. */
export function SortableHeader({ label, sortKey, sort, onSort }: SortableHeaderProps) {
  const direction = sort?.key === sortKey ? sort.direction : null;
  const indicator =
    direction === 'asc' ? <CaretUp /> : direction === 'desc' ? <CaretDown /> : <DoubleCaretVertical className={styles.unsorted} />;
  return (
    <th aria-sort={direction ? ARIA_SORT[direction] : 'none'} className={styles.sortable}>
      <Button variant="minimal" size="small" endIcon={indicator} onClick={() => onSort(sortKey)} className={styles.sortButton}>
        {label}
      </Button>
    </th>
  );
}
