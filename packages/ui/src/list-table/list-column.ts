import type { ReactNode } from 'react';

/**
 * What a column's cell is to its row, which decides how it shows:
 * - 'value' (the default): a value under its heading; on a card, a line of its own after the heading as its label.
 * - 'number': a figure, right-aligned under a right-aligned heading in digits of one width, so that a column's figures
 *   line up; on a card, a value.
 * - 'title': the row's name; on a card it comes first, on a line of its own, with no label.
 * - 'actions': the row's buttons, kept on one line at the right, the column as narrow as they are; at the bottom of a
 *   card, with no label.
 */
export type ListColumnKind = 'value' | 'number' | 'title' | 'actions';

/**
 * One column of a ListTable: its heading and its cell side by side, so a column is added, moved or removed in one
 * place. The table draws the heading row, the cells, each card's labels and the empty list's row from the columns.
 */
export interface ListColumn<Row, SortColumn extends string = never> {
  /** Unique among the table's columns. */
  id: string;
  /** The column's heading; on a card, the label of a 'value' cell. */
  header: string;
  /** The sort column its heading sorts by: the heading is then a sort button. */
  sortBy?: SortColumn;
  kind?: ListColumnKind;
  /**
   * Its cells are their rows' header cells (`th scope="row"`), which a screen reader names the row's other cells by:
   * a table of figures whose rows are named (a student's machine-hours per day).
   */
  isRowHeader?: boolean;
  /**
   * Words a card shows after the value, for what the wide table tells by hover (a status dot's status); drawn by the
   * style sheet, so screen readers hear the value's own name instead.
   */
  cardText?: (row: Row) => string;
  /** The class of the column's cells (not of its heading). */
  className?: string;
  /** The cell's content for a row. */
  cell: (row: Row) => ReactNode;
}
