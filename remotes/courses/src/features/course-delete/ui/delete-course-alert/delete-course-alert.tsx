import { DeleteAlert } from '@academy/ui/instructor';
import { useUnit } from 'effector-react';
import { $courseToDelete, $deleteError, $isDeleting, deleteCancelled, deleteConfirmed } from '../../model';

/** Spec §2 "Course list": the 'Delete Course' dialog, open while a course waits for confirmation. */
export function DeleteCourseAlert() {
  const state = useUnit({
    item: $courseToDelete,
    isDeleting: $isDeleting,
    error: $deleteError,
    onCancel: deleteCancelled,
    onConfirm: deleteConfirmed,
  });
  return (
    <DeleteAlert title="Delete Course" question="Are you sure? This will permanently erase this course." {...state} />
  );
}
