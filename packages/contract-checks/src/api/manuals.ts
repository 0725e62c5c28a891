import type {
  ClassManual,
  ManualProgress,
  ManualVersionUse,
  StudentManual,
  StudentManualProgress,
} from '@academy/contracts';
import { arrayOf, isBoolean, isNumber, isString, objectOf } from '../values';

const manualProgressFields = { currentStep: isNumber, stepSince: isString, done: arrayOf(isNumber) };

export const isManualProgress = objectOf<ManualProgress>(manualProgressFields);

export const isStudentManual = objectOf<StudentManual>({
  markdown: isString,
  version: isNumber,
  stepCount: isNumber,
  progress: isManualProgress,
});

const isStudentManualProgress = objectOf<StudentManualProgress>({ ...manualProgressFields, email: isString });

export const isClassManual = objectOf<ClassManual>({
  version: isNumber,
  stepTitles: arrayOf(isString),
  students: arrayOf(isStudentManualProgress),
});

export const isManualVersionUse = objectOf<ManualVersionUse>({
  version: isNumber,
  savedAt: isString,
  current: isBoolean,
  classes: arrayOf(objectOf<ManualVersionUse['classes'][number]>({ id: isString, name: isString })),
});
