import { Button, Callout, Intent } from '@blueprintjs/core';
import { Plus } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { PageHeader } from '../page-header/page-header';
import './list-page.css';

export interface ListPageProps {
  /** The page's heading, e.g. 'Courses'. */
  title: string;
  /** The add button's label, e.g. 'Add Course'. */
  addLabel: string;
  onAdd: () => void;
  /** What to do after the edit form was opened without an item; nothing shows while empty. */
  notice: string;
  /** Offers 'Dismiss' on the notice when given. */
  onDismissNotice?: (() => void) | undefined;
  /** The list, its messages and dialogs. */
  children: ReactNode;
}

/** An instructor list page: its heading with the add button, the notice of a missing edit, then the list. */
export function ListPage({ title, addLabel, onAdd, notice, onDismissNotice, children }: ListPageProps) {
  return (
    <section>
      <PageHeader
        title={title}
        actions={
          <Button intent={Intent.PRIMARY} icon={<Plus />} onClick={() => onAdd()}>
            {addLabel}
          </Button>
        }
      />
      {notice && (
        <Callout intent={Intent.PRIMARY} className="academy-list-page__notice" role="status">
          {onDismissNotice ? (
            <>
              <span>{notice}</span>{' '}
              <Button variant="minimal" size="small" onClick={() => onDismissNotice()}>
                Dismiss
              </Button>
            </>
          ) : (
            notice
          )}
        </Callout>
      )}
      {children}
    </section>
  );
}
