import { DeleteAlert } from '@academy/ui/instructor';
import { useUnit } from 'effector-react';
import { $classToDelete, $isDeleting, deleteCancelled, deleteConfirmed } from '../../model';

/**
 * Spec §2 "Class list": the 'Delete Class' dialog, open while a class waits for confirmation. A failed delete
 * closes it and shows above the list instead (DeleteClassError).
 */
export function DeleteClassAlert() {
  const state = useUnit({
    item: $classToDelete,
    isDeleting: $isDeleting,
    onCancel: deleteCancelled,
    onConfirm: deleteConfirmed,
  });
  return (
    <DeleteAlert title="Delete Class" question="Are you sure? This will permanently erase this class." {...state} />
  );
}
