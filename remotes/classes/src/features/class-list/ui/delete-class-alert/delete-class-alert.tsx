import { DeleteAlert } from '@academy/ui/instructor';
import { useUnit } from 'effector-react';
import { $isDeleting, $pendingDelete, deleteCancelled, deleteConfirmed } from '../../model';

/**
 * Spec §2 "Class list": the 'Delete Class' dialog, open while a class waits for confirmation. A failed delete
 * closes it and shows above the list instead.
 */
export function DeleteClassAlert() {
  const state = useUnit({
    item: $pendingDelete,
    isDeleting: $isDeleting,
    onCancel: deleteCancelled,
    onConfirm: deleteConfirmed,
  });
  return (
    <DeleteAlert title="Delete Class" question="Are you sure? This will permanently erase this class." {...state} />
  );
}
