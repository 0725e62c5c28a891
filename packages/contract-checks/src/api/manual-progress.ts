import type { ManualProgress } from '@academy/contracts';
import { arrayOf, isNumber, isString, objectOf } from '../values';

export const isManualProgress = objectOf<ManualProgress>({
  currentStep: isNumber,
  stepSince: isString,
  done: arrayOf(isNumber),
});
