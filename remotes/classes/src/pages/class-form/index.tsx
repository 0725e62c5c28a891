import { useEffect } from 'react';
import { H2 } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { ClassForm } from '@/features/class-form/ui/class-form/class-form';
import { $isEditing, $isFormShown, pageClosed, pageOpened } from '@/features/class-form/model';
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
    <section className="classes-page">
      <header className="classes-page__header classes-page__header--form">
        <H2>{isEditing ? 'Edit Class' : 'New Class'}</H2>
      </header>
      <ClassForm />
    </section>
  );
}
