import type { ReactNode } from 'react';
import './table-cells.css';

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
