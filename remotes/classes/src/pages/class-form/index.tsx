// First, so the page's own styles override Blueprint's. An exposed page brings Blueprint's stylesheet (the shell has
// none); the build keeps only the rules this remote uses.
import '@blueprintjs/core/lib/css/blueprint.css';
import { FormPage, useFormPageEvents } from '@academy/ui/instructor';
import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { $isEditing, $isFormShown } from '@/features/class-form/model';
import { ClassForm } from '@/features/class-form/ui/class-form/class-form';
import { $rosterClassId } from '@/features/class-roster/model';
import { pageClosed, pageOpened } from './model';

/** The invitations of an edited class's students: their own chunk, fetched only for a class that names students. */
const StudentsPanel = lazy(() => import('@/features/class-roster/ui/students-panel/students-panel'));

/** Class form (spec §2 "Class form"): /classes/new creates, /classes/edit edits the class chosen on the list. */
export default function ClassFormPage() {
  const { isShown, isEditing, rosterClassId } = useUnit({
    isShown: $isFormShown,
    isEditing: $isEditing,
    rosterClassId: $rosterClassId,
  });
  const { opened, closed } = useUnit({ opened: pageOpened, closed: pageClosed });

  useFormPageEvents(opened, closed);

  if (!isShown) return null;

  return (
    <>
      <FormPage title={isEditing ? 'Edit Class' : 'New Class'}>
        <ClassForm />
      </FormPage>
      {/* Beside the form's page, not in it: a table of six columns needs more than a form's width. */}
      {isEditing && rosterClassId !== null && (
        <Suspense fallback={<p role="status">Loading the students</p>}>
          <StudentsPanel />
        </Suspense>
      )}
    </>
  );
}
