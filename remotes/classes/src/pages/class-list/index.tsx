// First, so the page's own styles override Blueprint's. An exposed page brings Blueprint's stylesheet (the shell has
// none); the build keeps only the rules this remote uses.
import '@blueprintjs/core/lib/css/blueprint.css';
import { ListPage } from '@academy/ui/instructor';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { DeleteClassAlert } from '@/features/class-delete/ui/delete-class-alert/delete-class-alert';
import { DeleteClassError } from '@/features/class-delete/ui/delete-class-error/delete-class-error';
import { addClicked } from '@/features/class-list/model';
import { ClassTable } from '@/features/class-list/ui/class-table/class-table';
import { $editNotice, editNoticeDismissed } from '@/shared/model/edited-class';
import { pageOpened } from './model';

/** Class list (spec §2 "Class list"). */
export default function ClassListPage() {
  const notice = useUnit($editNotice);
  const { opened, onAdd, onDismiss } = useUnit({
    opened: pageOpened,
    onAdd: addClicked,
    onDismiss: editNoticeDismissed,
  });

  useEffect(() => {
    opened();
  }, [opened]);

  return (
    <ListPage title="Classes" addLabel="Add Class" onAdd={onAdd} notice={notice} onDismissNotice={onDismiss}>
      <DeleteClassError />
      <ClassTable />
      <DeleteClassAlert />
    </ListPage>
  );
}
