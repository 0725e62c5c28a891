import { FetchedListTable } from '@academy/ui/instructor';
import { useUnit } from 'effector-react';
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

  return (
    <FetchedListTable
      label="Courses"
      columns={courseColumns({ folderNames, onEdit })}
      rows={courses}
      order={order}
      onSort={onSort}
      status={status}
      loadingText="Loading courses"
      showsLoadError={showsLoadError}
      error={error}
      onRetry={onRetry}
      emptyText="No courses yet."
    />
  );
}
