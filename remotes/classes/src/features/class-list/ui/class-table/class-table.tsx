import { ErrorBanner, ListTable } from '@academy/ui/instructor';
import { Intent, Spinner, SpinnerSize } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import {
  $copiedClassId,
  $deleteError,
  $isLoading,
  $loadFailureBanner,
  $rows,
  $sortOrder,
  $status,
  copyClicked,
  deleteClicked,
  editClicked,
  labsClicked,
  listRetryClicked,
  sortClicked,
} from '../../model';
import { classColumns } from './class-columns';
import styles from './class-table.module.css';

/**
 * The class list (spec §2 "Class list", its columns in class-columns) under its loading and error messages; a card
 * per class on a narrow window (see ListTable), its buttons in sight.
 */
export function ClassTable() {
  const { rows, order, status, isLoading, loadFailure, deleteError, copiedId } = useUnit({
    rows: $rows,
    order: $sortOrder,
    status: $status,
    isLoading: $isLoading,
    loadFailure: $loadFailureBanner,
    deleteError: $deleteError,
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
    <>
      {isLoading && (
        <div className={styles.loading} role="status">
          <Spinner size={SpinnerSize.SMALL} aria-hidden />
          <span>Loading classes</span>
        </div>
      )}
      {loadFailure && <ErrorBanner text={loadFailure} intent={Intent.WARNING} onRetry={onRetry} />}
      {deleteError && <ErrorBanner text={deleteError} intent={Intent.DANGER} />}
      <ListTable
        label="Classes"
        columns={classColumns({ copiedId, onCopy, onLabs, onEdit, onDelete })}
        rows={rows}
        order={order}
        onSort={onSort}
        emptyMessage={status === 'succeeded' ? 'No classes yet.' : undefined}
      />
    </>
  );
}
