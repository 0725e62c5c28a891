import { HTMLTable } from '@blueprintjs/core';
import type { SortOrder } from '../sort-order/sort-order';
import { SortableHeader } from '../sortable-header/sortable-header';
import { EmptyTableRow } from '../table-cells/table-cells';
import { ListCell } from './list-cell';
import type { ListColumn } from './list-column';
import './list-table.css';

/** The class table-cells.css sizes an 'actions' column by. */
const ACTIONS_CLASS = 'academy-table-actions';

export interface ListTableProps<Row extends { id: string }, SortColumn extends string> {
  /** The table's accessible name, e.g. 'Classes'. */
  label: string;
  /** The columns, left to right. */
  columns: readonly ListColumn<Row, SortColumn>[];
  /** The rows, top to bottom, each keyed by its id. */
  rows: readonly Row[];
  /** The list's order; null while it keeps the server's order. */
  order: SortOrder<SortColumn> | null;
  /** Called with a sortable column's sort column when its heading is clicked. */
  onSort: (column: SortColumn) => void;
  /** The one row's message when there are no rows, e.g. 'No classes yet.'; none while the list is not known. */
  emptyMessage?: string;
}

/**
 * The table of an instructor list, drawn from its columns. On a wide window it is a table; below 1200 px (phones,
 * tablets, small laptops) each row is a card: its title on top, every other cell on a line of its own after the
 * cell's label, the row's buttons at the bottom, and the sortable headings a bar of sort buttons above the cards. The
 * table keeps its table semantics either way (only the look changes), so a screen reader still hears each cell's
 * column.
 */
export function ListTable<Row extends { id: string }, SortColumn extends string>({
  label,
  columns,
  rows,
  order,
  onSort,
  emptyMessage,
}: ListTableProps<Row, SortColumn>) {
  return (
    <div className="academy-list-table">
      <HTMLTable striped aria-label={label} className="academy-list-table__table">
        <thead>
          <tr>
            {columns.map((column) =>
              column.sortBy === undefined ? (
                <th key={column.id} className={column.kind === 'actions' ? ACTIONS_CLASS : undefined}>
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
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((column) => (
                <BodyCell key={column.id} column={column} row={row} />
              ))}
            </tr>
          ))}
          {rows.length === 0 && emptyMessage !== undefined && (
            <EmptyTableRow columnCount={columns.length}>{emptyMessage}</EmptyTableRow>
          )}
        </tbody>
      </HTMLTable>
    </div>
  );
}

function BodyCell<Row, SortColumn extends string>({ column, row }: { column: ListColumn<Row, SortColumn>; row: Row }) {
  if (column.kind === 'actions') {
    return <td className={[ACTIONS_CLASS, column.className].filter(Boolean).join(' ')}>{column.cell(row)}</td>;
  }
  return (
    <ListCell
      label={column.header}
      isTitle={column.kind === 'title'}
      cardText={column.cardText?.(row)}
      className={column.className}
    >
      {column.cell(row)}
    </ListCell>
  );
}
