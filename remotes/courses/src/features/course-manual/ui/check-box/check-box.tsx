import type { CheckMachine, ReadCheck } from '@academy/manual';
import { Callout, Intent } from '@blueprintjs/core';
import { useId } from 'react';
import styles from './check-box.module.css';
import { checkLabelOf } from './check-label';

export interface CheckBoxProps {
  check: ReadCheck;
  /** The course's chosen machines: which interpreter the check runs with. */
  machines: readonly CheckMachine[];
}

/** A manual's check in the course form's preview: where it runs and with what, its hint, its script. */
export function CheckBox({ check, machines }: CheckBoxProps) {
  const labelId = useId();
  if (!check.ok) {
    return (
      <Callout intent={Intent.WARNING} className={styles.check} role="group" aria-labelledby={labelId}>
        <p id={labelId} className={styles.label}>
          Check that cannot run
        </p>
        <p>{check.problem}</p>
      </Callout>
    );
  }
  const { hint, script } = check.check;
  return (
    <Callout intent={Intent.PRIMARY} className={styles.check} role="group" aria-labelledby={labelId}>
      <p id={labelId} className={styles.label}>
        {checkLabelOf(check.check, machines)}
      </p>
      {hint !== '' && <p>Hint: {hint}</p>}
      <pre>
        <code>{script}</code>
      </pre>
    </Callout>
  );
}
