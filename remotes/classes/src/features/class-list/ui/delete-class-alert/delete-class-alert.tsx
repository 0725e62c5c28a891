import { useUnit } from 'effector-react';
import { DeleteAlert } from '@academy/ui/instructor';
import { $isDeleting, $pendingDelete, deleteCancelled, deleteConfirmed } from '../../model';

/** Spec §2 "Class list": the 'Delete Class' dialog, open while a class waits for confirmation. */
export function DeleteClassAlert() {
  const { pending, isDeleting } = useUnit({ pending: $pendingDelete, isDeleting: $isDeleting });
  const { onCancel, onConfirm } = useUnit({ onCancel: deleteCancelled, onConfirm: deleteConfirmed });
  return (
    <DeleteAlert
      title="Delete Class"
      question="Are you sure? This will permanently erase this class."
      itemName={pending?.name ?? null}
      isDeleting={isDeleting}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
