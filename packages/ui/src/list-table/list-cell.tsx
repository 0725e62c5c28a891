import type { ReactNode } from 'react';

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
