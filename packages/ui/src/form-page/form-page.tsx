import type { ReactNode } from 'react';
import { PageHeader } from '../page-header/page-header';
import './form-page.css';

export interface FormPageProps {
  /** 'New …' or 'Edit …'. */
  title: string;
  /** Buttons beside the heading, e.g. 'Delete Course'. */
  actions?: ReactNode;
  /** The form, its messages and dialogs. */
  children: ReactNode;
}

/** An instructor form page: its heading, then the form, no wider than a form reads well. */
export function FormPage({ title, actions, children }: FormPageProps) {
  return (
    <section className="academy-form-page">
      <PageHeader title={title} actions={actions} />
      {children}
    </section>
  );
}
