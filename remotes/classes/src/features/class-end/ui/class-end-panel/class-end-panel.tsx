import { localTimeText } from '@academy/auth';
import { Button, Callout, InputGroup, Intent, Label } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import {
  $canMove,
  $classEnd,
  $isMoving,
  $moveError,
  $newEnd,
  extendClicked,
  newEndChanged,
  newEndSubmitted,
} from '../../model';
import styles from './class-end-panel.module.css';

/** The class's end on the monitor, in the instructor's zone, and how to extend it while it runs. */
export function ClassEndPanel() {
  const { classEnd, canMove, isMoving, error, newEnd, extend, change, submit } = useUnit({
    classEnd: $classEnd,
    canMove: $canMove,
    isMoving: $isMoving,
    error: $moveError,
    newEnd: $newEnd,
    extend: extendClicked,
    change: newEndChanged,
    submit: newEndSubmitted,
  });
  const fieldId = useId();
  if (!classEnd) return null;
  return (
    <section className={styles.panel} aria-label="Class end">
      <p className={styles.end} data-testid="class-end">
        Ends {localTimeText(classEnd.endsAt)}
        {classEnd.labsEndAt !== classEnd.endsAt && <> · labs removed {localTimeText(classEnd.labsEndAt)}</>}
      </p>
      {canMove && (
        <div className={styles.actions}>
          <Button text="Extend 30 min" onClick={() => extend(30)} disabled={isMoving} />
          <Button text="Extend 60 min" onClick={() => extend(60)} disabled={isMoving} />
          <form
            className={styles.newEnd}
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <Label className={styles.label} htmlFor={fieldId}>
              New end
            </Label>
            <InputGroup id={fieldId} type="datetime-local" value={newEnd} onValueChange={(value) => change(value)} />
            <Button type="submit" text="Set end" disabled={isMoving} />
          </form>
        </div>
      )}
      {error !== '' && (
        <Callout intent={Intent.DANGER} role="alert" className={styles.error}>
          {error}
        </Callout>
      )}
    </section>
  );
}
