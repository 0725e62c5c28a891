import type { StudentLoginResponse } from '@academy/contracts';
import { dc01, javaClass } from '../testing/bodies';
import { describeCheck, without } from '../testing/check-cases';
import { isStudentLoginResponse } from './student-login-response';

const login: StudentLoginResponse = {
  trainingClass: javaClass,
  vms: [dc01],
  expectedVmCount: 1,
  helpRequestedAt: null,
};

describeCheck('isStudentLoginResponse', isStudentLoginResponse, login, {
  'without trainingClass': without(login, 'trainingClass'),
  'a class without its end': { ...login, trainingClass: without(javaClass, 'endsAt') },
  'a machine list that is no list': { ...login, vms: dc01 },
  'helpRequestedAt as a number': { ...login, helpRequestedAt: 0 },
});
