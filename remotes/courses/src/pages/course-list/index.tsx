// First, so the page's own styles override Blueprint's. An exposed page brings Blueprint's stylesheet (the shell has
// none); the build keeps only the rules this remote uses.
import '@blueprintjs/core/lib/css/blueprint.css';
import { ListPage } from '@academy/ui/instructor';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { DeleteCourseAlert } from '@/features/course-delete/ui/delete-course-alert/delete-course-alert';
import { $notice, addClicked } from '@/features/course-list/model';
import { CourseTable } from '@/features/course-list/ui/course-table/course-table';
import { $folderNames } from '@/features/folders/model';
import { pageClosed, pageOpened } from './model';

/** Course list (spec §2 "Course list"). The 'Delete Course' dialog exists here, though nothing on this page opens it. */
export default function CourseListPage() {
  const { folderNames, notice } = useUnit({ folderNames: $folderNames, notice: $notice });
  const { opened, closed, onAdd } = useUnit({ opened: pageOpened, closed: pageClosed, onAdd: addClicked });

  useEffect(() => {
    opened();
    return () => closed();
  }, [opened, closed]);

  return (
    <ListPage title="Courses" addLabel="Add Course" onAdd={onAdd} notice={notice}>
      <CourseTable folderNames={folderNames} />
      <DeleteCourseAlert />
    </ListPage>
  );
}
