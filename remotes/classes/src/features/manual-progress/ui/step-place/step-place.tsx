import { Tag } from '@blueprintjs/core';
import { useStoreMap, useUnit } from 'effector-react';
import { minutesOnStep, stepPlaceText } from '../../lib';
import { $classManual, $now, $stuck } from '../../model';
import styles from './step-place.module.css';

/** A student's place in the class's manual, on their card: 'Step n of N', minutes on it, and whether they are stuck. */
export function StepPlace({ email }: { email: string }) {
  const place = useStoreMap({
    store: $classManual,
    keys: [email],
    fn: (manual, [student]) => {
      if (!manual) return null;
      const progress = manual.students.find((candidate) => candidate.email === student);
      return { count: manual.stepTitles.length, progress: progress ?? null };
    },
  });
  const { now, stuck } = useUnit({ now: $now, stuck: $stuck });
  if (!place) return null;
  if (!place.progress) return <p className={styles.place}>Has not opened the manual yet</p>;
  const { currentStep } = place.progress;
  return (
    <p className={styles.place}>
      <span>{stepPlaceText(currentStep, place.count, minutesOnStep(place.progress, now))}</span>
      {stuck.has(email) && (
        <Tag intent="warning" minimal>
          Stuck
        </Tag>
      )}
    </p>
  );
}
