import type { TrainingClass } from '@academy/contracts';
import { arrayOf, isNumber, isString, nullable, objectOf, optional } from '../values';
import { isStateWord } from './state-word';

export const isTrainingClass = objectOf<TrainingClass>({
  id: isString,
  name: isString,
  courseId: isString,
  timeZone: isString,
  startDate: isString,
  endDate: isString,
  instructor: isString,
  attendees: isNumber,
  emails: arrayOf(isString),
  passphrase: isString,
  status: isStateWord,
  manualVersion: optional(nullable(isNumber)),
  endsAt: isString,
  labsEndAt: isString,
});
