// First, so the page's own styles override Blueprint's. An exposed page brings Blueprint's stylesheet (the shell has
// none); the build keeps only the rules this remote uses.
import '@blueprintjs/core/lib/css/blueprint.css';
import { PageHeader } from '@academy/ui';
import { Button, Callout, Intent } from '@blueprintjs/core';
import { Plus } from '@blueprintjs/icons';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { addClicked, pageOpened } from '@/features/class-list/model';
import { ClassTable } from '@/features/class-list/ui/class-table/class-table';
import { DeleteClassAlert } from '@/features/class-list/ui/delete-class-alert/delete-class-alert';
import { $editNotice, editNoticeDismissed } from '@/shared/model/edited-class';
import '@/shared/ui/page.css';

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
    <section className="classes-page">
      <PageHeader
        title="Classes"
        actions={
          <Button intent={Intent.PRIMARY} icon={<Plus />} onClick={() => onAdd()}>
            Add Class
          </Button>
        }
      />
      {notice && (
        <Callout intent={Intent.PRIMARY} className="classes-page__notice" role="status">
          <span>{notice}</span>{' '}
          <Button variant="minimal" size="small" onClick={() => onDismiss()}>
            Dismiss
          </Button>
        </Callout>
      )}
      <ClassTable />
      <DeleteClassAlert />
    </section>
  );
}
