import { H1, NonIdealState, type NonIdealStateProps } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import './page-state.css';

export interface PageStateProps extends Omit<NonIdealStateProps, 'title' | 'description'> {
  /** The page's level-one heading. */
  title: string;
  description?: ReactNode;
}

/**
 * A page area that is only a state (not found, signing in, failed): Blueprint's NonIdealState, whose own title is an
 * h4, with the title as the page's level-one heading instead.
 */
export function PageState({ title, description, ...props }: PageStateProps) {
  return (
    <NonIdealState
      {...props}
      description={
        <>
          <H1 className="page-state__title">{title}</H1>
          {description}
        </>
      }
    />
  );
}
