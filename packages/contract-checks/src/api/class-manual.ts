import type { ClassManual, StudentManualProgress } from '@academy/contracts';
import { arrayOf, isNumber, isString, objectOf } from '../values';

const isStudentManualProgress = objectOf<StudentManualProgress>({
  email: isString,
  currentStep: isNumber,
  stepSince: isString,
  done: arrayOf(isNumber),
});

export const isClassManual = objectOf<ClassManual>({
  version: isNumber,
  stepTitles: arrayOf(isString),
  students: arrayOf(isStudentManualProgress),
});
