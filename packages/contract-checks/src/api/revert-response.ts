import type { RevertResponse } from '@academy/contracts';
import { arrayOf, isNumber, objectOf } from '../values';
import { isLabMachine } from './lab-machine';
import { isNextMachineDue } from './next-machine-due';

export const isRevertResponse = objectOf<RevertResponse>({
  vms: arrayOf(isLabMachine),
  expectedVmCount: isNumber,
  nextMachineDueInMs: isNextMachineDue,
});
