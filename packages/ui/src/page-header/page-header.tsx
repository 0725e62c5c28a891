import { H2 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import './page-header.css';

export interface PageHeaderProps {
  /** The page's heading. */
  title: ReactNode;
  /** Buttons on the heading's right, e.g. 'Add Course'. */
  actions?: ReactNode;
}

/** The heading row every list and form page of the instructor remotes starts with. */
export function PageHeader({ title, actions }: PageHeaderProps) {
  return (
    <header className="academy-page-header">
      <H2>{title}</H2>
      {actions}
    </header>
  );
}
