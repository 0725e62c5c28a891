import { FetchedListTable } from '@academy/ui/instructor';
import { useUnit } from 'effector-react';
import {
  $classesError,
  $classesStatus,
  $copiedClassId,
  $rows,
  $showsLoadError,
  $sortOrder,
  copyClicked,
  deleteClicked,
  editClicked,
  labsClicked,
  listRetryClicked,
  sortClicked,
} from '../../model';
import { classColumns } from './class-columns';

/**
 * The class list (spec §2 "Class list", its columns in class-columns) under its loading and error messages; a card
 * per class on a narrow window (see ListTable), its buttons in sight.
 */
export function ClassTable() {
  const { rows, order, status, showsLoadError, error, copiedId } = useUnit({
    rows: $rows,
    order: $sortOrder,
    status: $classesStatus,
    showsLoadError: $showsLoadError,
    error: $classesError,
    copiedId: $copiedClassId,
  });
  const { onSort, onEdit, onDelete, onCopy, onLabs, onRetry } = useUnit({
    onRetry: listRetryClicked,
    onLabs: labsClicked,
    onSort: sortClicked,
    onEdit: editClicked,
    onDelete: deleteClicked,
    onCopy: copyClicked,
  });

  return (
    <FetchedListTable
      label="Classes"
      columns={classColumns({ copiedId, onCopy, onLabs, onEdit, onDelete })}
      rows={rows}
      order={order}
      onSort={onSort}
      status={status}
      loadingText="Loading classes"
      showsLoadError={showsLoadError}
      error={error}
      onRetry={onRetry}
      emptyText="No classes yet."
    />
  );
}
