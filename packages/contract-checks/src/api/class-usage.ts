import type { ClassUsage, StudentUsage } from '@academy/contracts';
import { arrayOf, isNumber, isString, objectOf } from '../values';

const isStudentUsage = objectOf<StudentUsage>({
  student: isString,
  minutesByDay: arrayOf(isNumber),
  totalMinutes: isNumber,
});

export const isClassUsage = objectOf<ClassUsage>({
  timeZone: isString,
  asOf: isString,
  days: arrayOf(isString),
  students: arrayOf(isStudentUsage),
  dayTotals: arrayOf(isNumber),
  totalMinutes: isNumber,
});
