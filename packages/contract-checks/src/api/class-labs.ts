import type {
  ClassLabChange,
  ClassLabChangeReason,
  HelpRequestState,
  LabIdleState,
  StudentLab,
} from '@academy/contracts';
import { arrayOf, isNumber, isString, keyOf, nullable, objectOf } from '../values';
import { isLabMachine } from './labs';

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

export const isHelpRequestState = objectOf<HelpRequestState>({
  helpRequestedAt: nullable(isString),
  queuePosition: nullable(isNumber),
  claimedBy: nullable(isString),
});

/** A lab change of a reason this page does not know (a newer server's) is not one: the monitor drops it. */
export const isClassLabChange = objectOf<ClassLabChange>({
  email: isString,
  reason: keyOf<ClassLabChangeReason>({
    power: true,
    provisioning: true,
    revert: true,
    hand: true,
    idle: true,
    message: true,
    manual: true,
    console: true,
    presentation: true,
  }),
});
