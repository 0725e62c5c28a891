import type { ReactNode } from 'react';
import './page-state.css';

export interface PageStateProps {
  /** The page's level-one heading. */
  title: string;
  description?: ReactNode;
  /** Shown above the title, for the eye only (a spinner). */
  icon?: ReactNode;
  /** A way on: a link or a button. */
  action?: ReactNode;
  className?: string;
}

/**
 * A page area that is only a state (not found, signing in, failed), centred as Blueprint's NonIdealState looks, with
 * the title as the page's level-one heading.
 */
export function PageState({ title, description, icon, action, className }: PageStateProps) {
  return (
    <div className={className ? `page-state ${className}` : 'page-state'}>
      {icon && <div className="page-state__visual">{icon}</div>}
      <div className="page-state__text">
        <h1 className="page-state__title">{title}</h1>
        {description}
      </div>
      {action}
    </div>
  );
}
