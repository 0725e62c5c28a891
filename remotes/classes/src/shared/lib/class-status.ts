import type { TrainingClass } from '@academy/api';
import { hasEnded } from './class-dates';

/** Spec §4: after an edit, a class whose end date is past shows COMPLETED, whatever the answer said. */
export function withLocalStatus(trainingClass: TrainingClass, now: Date): TrainingClass {
  return hasEnded(trainingClass.endDate, now) ? { ...trainingClass, status: 'COMPLETED' } : trainingClass;
}
