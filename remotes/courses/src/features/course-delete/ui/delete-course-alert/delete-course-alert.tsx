import { Alert, Callout, H4, Intent } from '@blueprintjs/core';
import { Trash } from '@blueprintjs/icons';
import { useUnit } from 'effector-react';
import { $courseToDelete, $deleteError, $isDeleting, deleteCancelled, deleteConfirmed } from '../../model';
import styles from './delete-course-alert.module.css';

/** Spec §2 "Course list": the 'Delete Course' dialog, open while a course waits for confirmation. */
export function DeleteCourseAlert() {
  const { course, isDeleting, error } = useUnit({ course: $courseToDelete, isDeleting: $isDeleting, error: $deleteError });
  const { onCancel, onConfirm } = useUnit({ onCancel: deleteCancelled, onConfirm: deleteConfirmed });
  return (
    <Alert
      isOpen={course !== null}
      icon={<Trash size={40} />}
      intent={Intent.DANGER}
      confirmButtonText="Delete"
      cancelButtonText="Cancel"
      loading={isDeleting}
      canEscapeKeyCancel={!isDeleting}
      onCancel={() => onCancel()}
      onConfirm={() => onConfirm()}
      aria-labelledby="delete-course-title"
    >
      <H4 id="delete-course-title">Delete Course</H4>
      <p>Are you sure? This will permanently erase this course.</p>
      {course && <p className={styles.courseName}>{course.name}</p>}
      {error && (
        <Callout intent={Intent.DANGER} compact role="alert">
          {error}
        </Callout>
      )}
    </Alert>
  );
}
