import type { StudentManual } from '@academy/contracts';
import { isNumber, isString, objectOf } from '../values';
import { isManualProgress } from './manual-progress';

export const isStudentManual = objectOf<StudentManual>({
  markdown: isString,
  version: isNumber,
  stepCount: isNumber,
  progress: isManualProgress,
});
