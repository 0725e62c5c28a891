import type { ReactNode } from 'react';
import type { ListColumnKind } from './list-column';

/** The class list-table.css aligns a 'number' column by, its heading and its cells. */
export const NUMBER_CLASS = 'academy-list-cell--number';

const KIND_CLASSES: Record<Exclude<ListColumnKind, 'actions'>, string> = {
  value: '',
  number: NUMBER_CLASS,
  title: 'academy-list-cell--title',
};

export interface ListCellProps {
  /** The column's name, shown before the value on a card, where no column heading is in sight; a title has none. */
  label?: string;
  /** What the cell is to its row (see ListColumnKind); a title comes first on a card, on a line of its own. */
  kind?: Exclude<ListColumnKind, 'actions'>;
  /** The row's header cell (`th scope="row"`) rather than a data cell. */
  isRowHeader?: boolean;
  /**
   * Words shown after the value on a card only, for what the wide table tells by hover: a status dot's status. Drawn
   * by the style sheet, so they are not in the cell's text, and screen readers hear the value's own name instead.
   */
  cardText?: string;
  className?: string;
  children: ReactNode;
}

/** A cell of a ListTable row; see ListTable for how it shows on a card. */
export function ListCell({ label, kind = 'value', isRowHeader = false, cardText, className, children }: ListCellProps) {
  const classes = ['academy-list-cell', KIND_CLASSES[kind], className].filter(Boolean);
  const Cell = isRowHeader ? 'th' : 'td';
  return (
    <Cell
      className={classes.join(' ')}
      data-label={kind === 'title' ? undefined : label}
      scope={isRowHeader ? 'row' : undefined}
    >
      <div className="academy-list-cell__value" data-card-text={cardText}>
        {children}
      </div>
    </Cell>
  );
}
