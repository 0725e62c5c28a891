import { DeleteAlert } from '@academy/ui/instructor';
import { Button, Callout, Intent } from '@blueprintjs/core';
import { Plus } from '@blueprintjs/icons';
import { useUnit } from 'effector-react';
import { studentLabelOf } from '../../lib';
import {
  $hasRoster,
  $removeCandidate,
  $removeError,
  addStudentClicked,
  removeCancelled,
  removeConfirmed,
  removeStudentFx,
} from '../../model';
import { AddStudentDialog } from './add-student-dialog';
import styles from './roster-tools.module.css';

export const REMOVE_STUDENT_QUESTION =
  'Their sign-in link stops working at once and their lab is torn down: the work on its machines is lost.';

/**
 * The monitor's roster tools for a class that names its students: 'Add a student', the confirmation of a card's
 * 'Remove', and a failed remove's banner. Nothing for a class of numbered usernames.
 */
export function RosterTools() {
  const units = useUnit({
    hasRoster: $hasRoster,
    candidate: $removeCandidate,
    error: $removeError,
    isRemoving: removeStudentFx.pending,
  });
  const events = useUnit({ add: addStudentClicked, cancel: removeCancelled, confirm: removeConfirmed });
  if (!units.hasRoster) return null;
  return (
    <>
      <div className={styles.tools}>
        <Button icon={<Plus />} onClick={() => events.add()}>
          Add a student
        </Button>
      </div>
      {units.error && (
        <Callout intent={Intent.WARNING} className={styles.banner} role="alert">
          {units.error}
        </Callout>
      )}
      <AddStudentDialog />
      <DeleteAlert
        title="Remove student"
        question={REMOVE_STUDENT_QUESTION}
        confirmText="Remove"
        item={units.candidate === null ? null : { name: studentLabelOf(units.candidate) }}
        isDeleting={units.isRemoving}
        onCancel={() => events.cancel()}
        onConfirm={() => events.confirm()}
      />
    </>
  );
}
