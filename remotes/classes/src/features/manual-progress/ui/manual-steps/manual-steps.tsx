import { Callout, Switch } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { usernameOf } from '@/shared/lib/username';
import { minutesOnStep, stepPlaceText, stepsFinished } from '../../lib';
import { $classManual, $now, $showsLoadError, $stuck, $stuckOnly, stuckOnlyChanged } from '../../model';
import styles from './manual-steps.module.css';

/** The class's manual on the monitor: each step with how many finished it, and the students stuck on theirs. */
export function ManualSteps() {
  const { manual, now, stuck, stuckOnly, loadError, changeStuckOnly } = useUnit({
    manual: $classManual,
    now: $now,
    stuck: $stuck,
    stuckOnly: $stuckOnly,
    loadError: $showsLoadError,
    changeStuckOnly: stuckOnlyChanged,
  });
  if (loadError) {
    return (
      <Callout intent="warning" className={styles.panel} role="alert">
        The students' places in the manual could not be read. They are read again with the next change.
      </Callout>
    );
  }
  if (!manual) return null;
  const count = manual.stepTitles.length;
  const stuckStudents = manual.students.filter((student) => stuck.has(student.email));
  return (
    <section className={styles.panel} aria-labelledby="manual-steps-title">
      <h2 id="manual-steps-title" className={styles.title}>
        Lab manual
      </h2>
      <ol className={styles.steps} aria-label="Steps finished">
        {stepsFinished(manual).map(({ step, title, finished }) => (
          <li key={step}>
            <span className={styles.stepTitle}>{title}</span>{' '}
            <span className={styles.count}>
              {finished} of {manual.students.length} finished
            </span>
          </li>
        ))}
      </ol>
      <Switch
        checked={stuckOnly}
        label={`Stuck (${stuckStudents.length})`}
        onChange={(event) => changeStuckOnly(event.currentTarget.checked)}
      />
      {stuckOnly && (
        <ul className={styles.stuck} aria-label="Stuck students">
          {stuckStudents.length === 0 && (
            <li>No student is stuck: nobody has been on a step for more than twice the class's median time on it.</li>
          )}
          {stuckStudents.map((student) => (
            <li key={student.email}>
              <strong>{usernameOf(student.email)}</strong>:{' '}
              {stepPlaceText(student.currentStep, count, minutesOnStep(student, now))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
