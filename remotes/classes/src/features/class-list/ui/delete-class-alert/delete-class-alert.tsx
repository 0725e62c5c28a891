import { Alert, H4, Intent } from '@blueprintjs/core';
import { Trash } from '@blueprintjs/icons';
import { useUnit } from 'effector-react';
import { $isDeleting, $pendingDelete, deleteCancelled, deleteConfirmed } from '../../model';
import styles from './delete-class-alert.module.css';

/** Spec §2 "Class list": the 'Delete Class' dialog, open while a class waits for confirmation. */
export function DeleteClassAlert() {
  const { pending, isDeleting } = useUnit({ pending: $pendingDelete, isDeleting: $isDeleting });
  const { onCancel, onConfirm } = useUnit({ onCancel: deleteCancelled, onConfirm: deleteConfirmed });
  return (
    <Alert
      isOpen={pending !== null}
      icon={<Trash size={40} />}
      intent={Intent.DANGER}
      cancelButtonText="Cancel"
      confirmButtonText="Delete"
      loading={isDeleting}
      canEscapeKeyCancel={!isDeleting}
      onCancel={() => onCancel()}
      onConfirm={() => onConfirm()}
      aria-labelledby="delete-class-title"
    >
      <H4 id="delete-class-title">Delete Class</H4>
      <p>Are you sure? This will permanently erase this class.</p>
      {pending && <p className={styles.className}>{pending.name}</p>}
    </Alert>
  );
}
