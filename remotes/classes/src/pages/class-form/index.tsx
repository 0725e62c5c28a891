// First, so the page's own styles override Blueprint's. An exposed page brings Blueprint's stylesheet (the shell has
// none); the build keeps only the rules this remote uses.
import '@blueprintjs/core/lib/css/blueprint.css';
import { PageHeader } from '@academy/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $isEditing, $isFormShown, pageClosed, pageOpened } from '@/features/class-form/model';
import { ClassForm } from '@/features/class-form/ui/class-form/class-form';
import '@/shared/ui/page.css';

/** Class form (spec §2 "Class form"): /classes/new creates, /classes/edit edits the class chosen on the list. */
export default function ClassFormPage() {
  const { isShown, isEditing } = useUnit({ isShown: $isFormShown, isEditing: $isEditing });
  const { opened, closed } = useUnit({ opened: pageOpened, closed: pageClosed });

  useEffect(() => {
    opened({ pathname: window.location.pathname });
    return () => closed();
  }, [opened, closed]);

  if (!isShown) return null;

  return (
    <section className="classes-page classes-page--form">
      <PageHeader title={isEditing ? 'Edit Class' : 'New Class'} />
      <ClassForm />
    </section>
  );
}
