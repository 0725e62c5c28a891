import type { LabIdleState, StudentLab } from '@academy/contracts';
import { arrayOf, isNumber, isString, nullable, objectOf } from '../values';
import { isLabMachine } from './lab-machine';

const isLabIdleState = objectOf<LabIdleState>({
  activeAt: isString,
  warnedAt: nullable(isString),
  suspendedAt: nullable(isString),
});

export const isStudentLab = objectOf<StudentLab>({
  email: isString,
  helpRequestedAt: nullable(isString),
  helpClaimedBy: nullable(isString),
  expectedVmCount: isNumber,
  vms: arrayOf(isLabMachine),
  idle: nullable(isLabIdleState),
});
