import { ErrorBanner, ListTable } from '@academy/ui/instructor';
import { Intent } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { LoadingMessage } from '@/shared/ui/loading-message';
import {
  $coursesError,
  $coursesStatus,
  $showsLoadError,
  $sortedCourses,
  $sortOrder,
  editClicked,
  listRetryClicked,
  sortClicked,
} from '../../model';
import { type CourseColumnsProps, courseColumns } from './course-columns';

export type CourseTableProps = Pick<CourseColumnsProps, 'folderNames'>;

/**
 * The course list (spec §2, its columns in course-columns) under its loading and error messages; a card per course
 * on a narrow window (see ListTable).
 */
export function CourseTable({ folderNames }: CourseTableProps) {
  const { courses, order, status, showsLoadError, error } = useUnit({
    courses: $sortedCourses,
    order: $sortOrder,
    status: $coursesStatus,
    showsLoadError: $showsLoadError,
    error: $coursesError,
  });
  const { onSort, onEdit, onRetry } = useUnit({
    onSort: sortClicked,
    onEdit: editClicked,
    onRetry: listRetryClicked,
  });

  if (status === 'loading' || status === 'idle') return <LoadingMessage text="Loading courses" />;

  return (
    <>
      {showsLoadError && <ErrorBanner text={error} intent={Intent.WARNING} onRetry={onRetry} />}
      <ListTable
        label="Courses"
        columns={courseColumns({ folderNames, onEdit })}
        rows={courses}
        order={order}
        onSort={onSort}
        emptyMessage={status === 'succeeded' ? 'No courses yet.' : undefined}
      />
    </>
  );
}
