import { ActionsCell, ActionsHeaderCell, EmptyTableRow, SortableHeader, StatusDot, statusLabelOf } from '@academy/ui';
import { ErrorBanner, ListCell, ListTable } from '@academy/ui/instructor';
import { Button, Intent } from '@blueprintjs/core';
import { Edit } from '@blueprintjs/icons';
import { useUnit } from 'effector-react';
import { LoadingMessage } from '@/shared/ui/loading-message';
import { folderLabelOf } from '../../lib';
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
import styles from './course-table.module.css';

export interface CourseTableProps {
  /** Folder id -> folder name, to show each course's folder by name. */
  folderNames: Readonly<Record<string, string>>;
}

/**
 * The course list (spec §2): status dot, name, description, folder and an Edit button per course; a card per course
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
      <ListTable label="Courses">
        <thead>
          <tr>
            <SortableHeader label="Status" column="status" order={order} onSort={onSort} />
            <SortableHeader label="Name" column="name" order={order} onSort={onSort} />
            <th>Description</th>
            <th>Folder</th>
            <ActionsHeaderCell />
          </tr>
        </thead>
        <tbody>
          {courses.map((course) => (
            <tr key={course.id}>
              <ListCell label="Status" cardText={statusLabelOf(course.status)} className={styles.status}>
                <StatusDot status={course.status} />
              </ListCell>
              <ListCell isTitle className={styles.name}>
                {course.name}
              </ListCell>
              <ListCell label="Description" className={styles.description}>
                {course.description}
              </ListCell>
              <ListCell label="Folder">{folderLabelOf(course.folder, folderNames)}</ListCell>
              <ActionsCell>
                <Button size="small" icon={<Edit />} onClick={() => onEdit(course)}>
                  Edit
                </Button>
              </ActionsCell>
            </tr>
          ))}
          {courses.length === 0 && status === 'succeeded' && (
            <EmptyTableRow columnCount={5}>No courses yet.</EmptyTableRow>
          )}
        </tbody>
      </ListTable>
    </>
  );
}
