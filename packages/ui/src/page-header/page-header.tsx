import { H1 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import './page-header.css';

export interface PageHeaderProps {
  /** The page's heading, its one level-one heading. */
  title: ReactNode;
  /** Buttons on the heading's right, e.g. 'Add Course'; they wrap under it when the window is narrow. */
  actions?: ReactNode;
}

/** The heading row every list and form page of the instructor remotes starts with. */
export function PageHeader({ title, actions }: PageHeaderProps) {
  return (
    <header className="academy-page-header">
      <H1 className="academy-page-header__title">{title}</H1>
      {actions && <div className="academy-page-header__actions">{actions}</div>}
    </header>
  );
}
