import { Callout } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { stepsFinished } from '../../lib';
import { $classManual, $showsLoadError, $stuck } from '../../model';
import styles from './manual-steps.module.css';

/** The class's manual on the monitor: each step with how many finished it, and how many students are stuck. */
export function ManualSteps() {
  const { manual, stuck, loadError } = useUnit({
    manual: $classManual,
    stuck: $stuck,
    loadError: $showsLoadError,
  });
  if (loadError) {
    return (
      <Callout intent="warning" className={styles.panel} role="alert">
        The students' places in the manual could not be read. They are read again with the next change.
      </Callout>
    );
  }
  if (!manual) return null;
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
      <p className={styles.stuck}>
        Stuck: {stuck.size} {stuck.size === 1 ? 'student' : 'students'} on their step for more than twice the class's
        median time on it ('Stuck' under Show lists them).
      </p>
    </section>
  );
}
