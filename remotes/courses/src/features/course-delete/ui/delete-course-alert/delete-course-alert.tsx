import { useUnit } from 'effector-react';
import { DeleteAlert } from '@academy/ui/instructor';
import { $courseToDelete, $deleteError, $isDeleting, deleteCancelled, deleteConfirmed } from '../../model';

/** Spec §2 "Course list": the 'Delete Course' dialog, open while a course waits for confirmation. */
export function DeleteCourseAlert() {
  const { course, isDeleting, error } = useUnit({ course: $courseToDelete, isDeleting: $isDeleting, error: $deleteError });
  const { onCancel, onConfirm } = useUnit({ onCancel: deleteCancelled, onConfirm: deleteConfirmed });
  return (
    <DeleteAlert
      title="Delete Course"
      question="Are you sure? This will permanently erase this course."
      itemName={course?.name ?? null}
      isDeleting={isDeleting}
      error={error}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
