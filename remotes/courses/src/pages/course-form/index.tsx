// First, so the page's own styles override Blueprint's. An exposed page brings Blueprint's stylesheet (the shell has
// none); the build keeps only the rules this remote uses.
import '@blueprintjs/core/lib/css/blueprint.css';
import { ErrorBanner, FormPage, LoadingMessage, useFormPageEvents } from '@academy/ui/instructor';
import { Button, Intent } from '@blueprintjs/core';
import { Trash } from '@blueprintjs/icons';
import { useUnit } from 'effector-react';
import { deleteClicked } from '@/features/course-delete/model';
import { DeleteCourseAlert } from '@/features/course-delete/ui/delete-course-alert/delete-course-alert';
import { $isEditMode, $isFormShown } from '@/features/course-form/model';
import { CourseForm } from '@/features/course-form/ui/course-form/course-form';
import { ManualField } from '@/features/course-manual/ui/manual-field/manual-field';
import { $foldersError, $foldersStatus, $visibleFolders, foldersRequested } from '@/features/folders/model';
import { $editedCourse } from '@/shared/model/edited-course';
import { pageClosed, pageOpened } from './model';

/** Course form (spec §2 "Course form"): /courses/new creates, /courses/edit edits the course chosen on the list. */
export default function CourseFormPage() {
  const { isShown, isEditMode, editedCourse, foldersStatus, foldersError, folders } = useUnit({
    isShown: $isFormShown,
    isEditMode: $isEditMode,
    editedCourse: $editedCourse,
    foldersStatus: $foldersStatus,
    foldersError: $foldersError,
    folders: $visibleFolders,
  });
  const { opened, closed, onRetry, onDelete } = useUnit({
    opened: pageOpened,
    closed: pageClosed,
    onRetry: foldersRequested,
    onDelete: deleteClicked,
  });

  useFormPageEvents(opened, closed);

  if (!isShown) return null;

  return (
    <FormPage
      title={isEditMode ? 'Edit Course' : 'New Course'}
      actions={
        editedCourse && (
          <Button variant="outlined" intent={Intent.DANGER} icon={<Trash />} onClick={() => onDelete(editedCourse)}>
            Delete Course
          </Button>
        )
      }
    >
      {foldersStatus === 'failed' ? (
        <ErrorBanner text={foldersError} intent={Intent.DANGER} onRetry={onRetry} />
      ) : foldersStatus === 'succeeded' ? (
        <CourseForm folders={folders} manualField={<ManualField folders={folders} />} />
      ) : (
        <LoadingMessage text="Loading folders data" />
      )}
      <DeleteCourseAlert />
    </FormPage>
  );
}
