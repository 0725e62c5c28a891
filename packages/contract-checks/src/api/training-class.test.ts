import { expect, it } from '@rstest/core';
import { javaClass } from '../testing/bodies';
import { describeCheck, without } from '../testing/check-cases';
import { isTrainingClass } from './training-class';

describeCheck('isTrainingClass', isTrainingClass, javaClass, {
  'without id': without(javaClass, 'id'),
  'attendees as text': { ...javaClass, attendees: '2' },
  'an e-mail that is no string': { ...javaClass, emails: ['s1@academy.test', null] },
  'a manual version as text': { ...javaClass, manualVersion: '1' },
});

it('a class of an older server, without a manual version, is one', () => {
  expect(isTrainingClass(without(javaClass, 'manualVersion'))).toBe(true);
});
