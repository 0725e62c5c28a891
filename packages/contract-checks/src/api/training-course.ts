import type { TrainingCourse } from '@academy/contracts';
import { arrayOf, isNumber, isString, nullable, objectOf, optional } from '../values';
import { isStateWord } from './state-word';

export const isTrainingCourse = objectOf<TrainingCourse>({
  id: isString,
  name: isString,
  description: isString,
  folder: isString,
  status: isStateWord,
  vms: arrayOf(isString),
  manual: optional(isString),
  manualVersion: optional(nullable(isNumber)),
});
