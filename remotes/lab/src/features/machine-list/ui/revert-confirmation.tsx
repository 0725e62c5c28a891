import { Alert, Intent } from '@blueprintjs/core';
import { Undo } from '@blueprintjs/icons';
import { useUnit } from 'effector-react';
import { $isRevertConfirmOpen, revertCancelled, revertConfirmed } from '../model';

/** Revert erases the students' work: it is confirmed first. */
export function RevertConfirmation() {
  const [isOpen, confirmed, cancelled] = useUnit([$isRevertConfirmOpen, revertConfirmed, revertCancelled]);
  return (
    <Alert
      isOpen={isOpen}
      intent={Intent.DANGER}
      icon={<Undo size={40} />}
      confirmButtonText="Revert Lab"
      cancelButtonText="Cancel"
      canEscapeKeyCancel
      onConfirm={() => confirmed()}
      onCancel={() => cancelled()}
    >
      <p>Revert the entire lab?</p>
      <p>Every machine returns to its original state: all work on your machines is erased.</p>
    </Alert>
  );
}
