import type { TrainingCourse } from '@academy/api';
import { type ListColumn, statusColumn } from '@academy/ui/instructor';
import { Button } from '@blueprintjs/core';
import { Edit } from '@blueprintjs/icons';
import { type CourseSortColumn, folderLabelOf } from '../../lib';
import styles from './course-table.module.css';

export interface CourseColumnsProps {
  /** Folder id -> folder name, to show each course's folder by name. */
  folderNames: Readonly<Record<string, string>>;
  onEdit: (course: TrainingCourse) => void;
}

/** The columns of the course list (spec §2): status dot, name, description, folder and an Edit button. */
export function courseColumns({
  folderNames,
  onEdit,
}: CourseColumnsProps): ListColumn<TrainingCourse, CourseSortColumn>[] {
  return [
    statusColumn('status', styles.status),
    {
      id: 'name',
      header: 'Name',
      sortBy: 'name',
      kind: 'title',
      className: styles.name,
      cell: (course) => course.name,
    },
    { id: 'description', header: 'Description', className: styles.description, cell: (course) => course.description },
    { id: 'folder', header: 'Folder', cell: (course) => folderLabelOf(course.folder, folderNames) },
    {
      id: 'actions',
      header: 'Actions',
      kind: 'actions',
      cell: (course) => (
        <Button size="small" icon={<Edit />} onClick={() => onEdit(course)}>
          Edit
        </Button>
      ),
    },
  ];
}
