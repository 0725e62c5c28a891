import type { SortOrder } from '../sort-order/sort-order';
import { SortableHeader } from '../sortable-header/sortable-header';
import { NUMBER_CLASS } from './list-cell';
import type { ListColumn, ListColumnKind } from './list-column';

/** The class table-cells.css sizes an 'actions' column by. */
export const ACTIONS_CLASS = 'academy-table-actions';

export interface ListHeadProps<Row, SortColumn extends string> {
  columns: readonly ListColumn<Row, SortColumn>[];
  order: SortOrder<SortColumn> | null;
  onSort: ((column: SortColumn) => void) | undefined;
}

/** A ListTable's heading row: a column with a sort column (in a table that sorts) heads it with a sort button. */
export function ListHead<Row, SortColumn extends string>({ columns, order, onSort }: ListHeadProps<Row, SortColumn>) {
  return (
    <thead>
      <tr>
        {columns.map((column) =>
          column.sortBy === undefined || onSort === undefined ? (
            <th key={column.id} scope="col" className={headingClassOf(column.kind)}>
              {column.header}
            </th>
          ) : (
            <SortableHeader
              key={column.id}
              label={column.header}
              column={column.sortBy}
              order={order}
              onSort={onSort}
            />
          ),
        )}
      </tr>
    </thead>
  );
}

function headingClassOf(kind: ListColumnKind | undefined): string | undefined {
  if (kind === 'actions') return ACTIONS_CLASS;
  if (kind === 'number') return NUMBER_CLASS;
  return undefined;
}
