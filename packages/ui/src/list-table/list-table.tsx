import { HTMLTable } from '@blueprintjs/core';
import type { SortOrder } from '../sort-order/sort-order';
import { EmptyTableRow } from '../table-cells/table-cells';
import { ListCell } from './list-cell';
import type { ListColumn } from './list-column';
import { ACTIONS_CLASS, ListHead } from './list-head';
import './list-table.css';

export interface ListTableProps<Row extends { id: string }, SortColumn extends string> {
  /** The table's accessible name, e.g. 'Classes'. */
  label: string;
  /**
   * Shows the label above the table, as its caption: a table among others in a section, which no heading names
   * ('The latest 20 actions, newest first').
   */
  isCaptioned?: boolean;
  /** The columns, left to right. */
  columns: readonly ListColumn<Row, SortColumn>[];
  /** The rows, top to bottom, each keyed by its id. */
  rows: readonly Row[];
  /** Rows that sum up the others (a class's totals), under them in the table's foot. */
  footRows?: readonly Row[];
  /** The list's order; null while it keeps the server's order. Only a table with a sort column has one. */
  order?: SortOrder<SortColumn> | null;
  /** Called with a sortable column's sort column when its heading is clicked. */
  onSort?: (column: SortColumn) => void;
  /** The one row's message when there are no rows, e.g. 'No classes yet.'; none while the list is not known. */
  emptyMessage?: string;
}

/**
 * The table of an instructor list (or of the class monitor's records and figures), drawn from its columns. On a wide
 * window it is a table; below 1200 px (phones, tablets, small laptops) each row is a card: its title on top, every
 * other cell on a line of its own after the cell's label, the row's buttons at the bottom, and the sortable headings a
 * bar of sort buttons above the cards. The table keeps its table semantics either way (only the look changes), so a
 * screen reader still hears each cell's column.
 */
export function ListTable<Row extends { id: string }, SortColumn extends string>({
  label,
  isCaptioned = false,
  columns,
  rows,
  footRows = [],
  order = null,
  onSort,
  emptyMessage,
}: ListTableProps<Row, SortColumn>) {
  const sorts = onSort !== undefined && columns.some((column) => column.sortBy !== undefined);
  const table = (
    <HTMLTable
      striped
      aria-label={isCaptioned ? undefined : label}
      className={sorts ? 'academy-list-table__table' : 'academy-list-table__table academy-list-table__table--unsorted'}
    >
      {isCaptioned && <caption>{label}</caption>}
      <ListHead columns={columns} order={order} onSort={onSort} />
      <tbody>
        <BodyRows columns={columns} rows={rows} />
        {rows.length === 0 && emptyMessage !== undefined && (
          <EmptyTableRow columnCount={columns.length}>{emptyMessage}</EmptyTableRow>
        )}
      </tbody>
      {footRows.length > 0 && (
        <tfoot>
          <BodyRows columns={columns} rows={footRows} />
        </tfoot>
      )}
    </HTMLTable>
  );
  // A box that scrolls must take the focus to be scrolled by keyboard; a table with buttons is reached through them.
  if (sorts || columns.some((column) => column.kind === 'actions')) {
    return <div className="academy-list-table">{table}</div>;
  }
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard
    <section className="academy-list-table" aria-label={label} tabIndex={0}>
      {table}
    </section>
  );
}

function BodyRows<Row extends { id: string }, SortColumn extends string>({
  columns,
  rows,
}: {
  columns: readonly ListColumn<Row, SortColumn>[];
  rows: readonly Row[];
}) {
  return rows.map((row) => (
    <tr key={row.id}>
      {columns.map((column) => (
        <BodyCell key={column.id} column={column} row={row} />
      ))}
    </tr>
  ));
}

function BodyCell<Row, SortColumn extends string>({ column, row }: { column: ListColumn<Row, SortColumn>; row: Row }) {
  const { kind = 'value' } = column;
  if (kind === 'actions') {
    return <td className={[ACTIONS_CLASS, column.className].filter(Boolean).join(' ')}>{column.cell(row)}</td>;
  }
  return (
    <ListCell
      label={column.header}
      kind={kind}
      isRowHeader={column.isRowHeader}
      cardText={column.cardText?.(row)}
      className={column.className}
    >
      {column.cell(row)}
    </ListCell>
  );
}
