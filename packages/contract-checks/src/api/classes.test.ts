import type { StudentLoginResponse } from '@academy/contracts';
import { expect, it } from '@rstest/core';
import { dc01, javaClass } from '../testing/bodies';
import { describeCheck, without } from '../testing/check-cases';
import { isStudentLoginResponse, isTrainingClass } from './classes';

describeCheck('isTrainingClass', isTrainingClass, javaClass, {
  'without id': without(javaClass, 'id'),
  'attendees as text': { ...javaClass, attendees: '2' },
  'an e-mail that is no string': { ...javaClass, emails: ['s1@academy.test', null] },
  'a manual version as text': { ...javaClass, manualVersion: '1' },
});

it('a class of an older server, without a manual version, is one', () => {
  expect(isTrainingClass(without(javaClass, 'manualVersion'))).toBe(true);
});

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
