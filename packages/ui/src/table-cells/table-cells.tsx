import type { ReactNode } from 'react';
import './table-cells.css';

/** The 'Actions' column heading of a list table, sized to its buttons. */
export function ActionsHeaderCell() {
  return <th className="academy-table-actions">Actions</th>;
}

/** A row's buttons, kept on one line at the right. */
export function ActionsCell({ children }: { children: ReactNode }) {
  return <td className="academy-table-actions">{children}</td>;
}

export interface EmptyTableRowProps {
  /** How many columns the message spans. */
  columnCount: number;
  children: ReactNode;
}

/** The one row a list table shows when it has nothing to list. */
export function EmptyTableRow({ columnCount, children }: EmptyTableRowProps) {
  return (
    <tr>
      <td colSpan={columnCount} className="academy-table-empty">
        {children}
      </td>
    </tr>
  );
}
