import { Alert, Classes, Intent } from '@blueprintjs/core';
import { Undo } from '@blueprintjs/icons';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { focusOnOpen } from '@/shared/ui/focus-on-open/focus-on-open';
import { $isRevertConfirmOpen, revertCancelled, revertConfirmed } from '../../model';

// Focus starts on Cancel, the answer that erases nothing.
const focusCancel = focusOnOpen(`.${Classes.ALERT_FOOTER} button:last-child`);

/** Revert erases the students' work: it is confirmed first. The question names the dialog, the warning describes it. */
export function RevertConfirmation() {
  const [isOpen, confirmed, cancelled] = useUnit([$isRevertConfirmOpen, revertConfirmed, revertCancelled]);
  const questionId = useId();
  const warningId = useId();
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
      onOpening={focusCancel}
      aria-labelledby={questionId}
      aria-describedby={warningId}
    >
      <p id={questionId}>Revert the entire lab?</p>
      <p id={warningId}>Every machine returns to its original state: all work on your machines is erased.</p>
    </Alert>
  );
}
