import { HTMLTable } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import './list-table.css';

export interface ListTableProps {
  /** The table's accessible name, e.g. 'Classes'. */
  label: string;
  /** The table's thead and tbody. */
  children: ReactNode;
}

/**
 * The table of an instructor list. On a wide window it is a table; below 1200 px (phones, tablets, small laptops)
 * each row is a card: its title on top, every other cell on a line of its own after the cell's label, the row's
 * buttons at the bottom, and the sortable headings a bar of sort buttons above the cards. The table keeps its table
 * semantics either way (only the look changes), so a screen reader still hears each cell's column.
 */
export function ListTable({ label, children }: ListTableProps) {
  return (
    <div className="academy-list-table">
      <HTMLTable striped aria-label={label} className="academy-list-table__table">
        {children}
      </HTMLTable>
    </div>
  );
}

export interface ListCellProps {
  /** The column's name, shown before the value on a card, where no column heading is in sight; a title has none. */
  label?: string;
  /** The row's title (its name): on a card it comes first, on a line of its own. */
  isTitle?: boolean;
  /**
   * Words shown after the value on a card only, for what the wide table tells by hover: a status dot's status. Drawn
   * by the style sheet, so they are not in the cell's text, and screen readers hear the value's own name instead.
   */
  cardText?: string;
  className?: string;
  children: ReactNode;
}

/** A cell of a ListTable row; see ListTable for how it shows on a card. */
export function ListCell({ label, isTitle = false, cardText, className, children }: ListCellProps) {
  const classes = ['academy-list-cell', isTitle ? 'academy-list-cell--title' : '', className].filter(Boolean);
  return (
    <td className={classes.join(' ')} data-label={isTitle ? undefined : label}>
      <div className="academy-list-cell__value" data-card-text={cardText}>
        {children}
      </div>
    </td>
  );
}
