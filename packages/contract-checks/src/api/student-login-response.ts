import type { StudentLoginResponse } from '@academy/contracts';
import { arrayOf, isNumber, isString, nullable, objectOf } from '../values';
import { isLabMachine } from './lab-machine';
import { isNextMachineDue } from './next-machine-due';
import { isTrainingClass } from './training-class';

export const isStudentLoginResponse = objectOf<StudentLoginResponse>({
  trainingClass: isTrainingClass,
  vms: arrayOf(isLabMachine),
  expectedVmCount: isNumber,
  helpRequestedAt: nullable(isString),
  nextMachineDueInMs: isNextMachineDue,
});
