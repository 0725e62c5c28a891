// First, so the page's own styles override Blueprint's. An exposed page brings Blueprint's stylesheet (the shell has
// none); the build keeps only the rules this remote uses.
import '@blueprintjs/core/lib/css/blueprint.css';
import { FormPage, useFormPageEvents } from '@academy/ui/instructor';
import { useUnit } from 'effector-react';
import { $isEditing, $isFormShown } from '@/features/class-form/model';
import { ClassForm } from '@/features/class-form/ui/class-form/class-form';
import { pageClosed, pageOpened } from './model';

/** Class form (spec §2 "Class form"): /classes/new creates, /classes/edit edits the class chosen on the list. */
export default function ClassFormPage() {
  const { isShown, isEditing } = useUnit({ isShown: $isFormShown, isEditing: $isEditing });
  const { opened, closed } = useUnit({ opened: pageOpened, closed: pageClosed });

  useFormPageEvents(opened, closed);

  if (!isShown) return null;

  return (
    <FormPage title={isEditing ? 'Edit Class' : 'New Class'}>
      <ClassForm />
    </FormPage>
  );
}
