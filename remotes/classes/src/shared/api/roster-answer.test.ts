import { AnswerError } from '@academy/api';
import { describe, expect, it } from '@rstest/core';
import { aClassRoster, aRosterStudent } from '@/shared/testing/roster';
import { parseClassRoster } from './roster-answer';

describe('parseClassRoster', () => {
  it('takes a roster as the contract says it, leaving out fields it does not know', () => {
    const answer = {
      ...aClassRoster(),
      extra: true,
      students: [{ ...aRosterStudent({ link: 'https://academy.test/join#t' }), token: 'never kept' }],
    };
    expect(parseClassRoster(JSON.parse(JSON.stringify(answer)))).toEqual(
      aClassRoster({ students: [aRosterStudent({ link: 'https://academy.test/join#t' })] }),
    );
  });

  const student = aRosterStudent();
  it.each([
    ['not an object', null],
    ['no mail', { ...aClassRoster(), mail: undefined }],
    ['an unknown mode', { ...aClassRoster(), passphraseMode: 'SHARED' }],
    ['students not a list', { ...aClassRoster(), students: {} }],
    ['a name not a text', { ...aClassRoster(), students: [{ ...student, name: 7 }] }],
    [
      'an unknown invitation state',
      { ...aClassRoster(), students: [{ ...student, invitation: { ...student.invitation, status: 'LOST' } }] },
    ],
    [
      'attempts below zero',
      { ...aClassRoster(), students: [{ ...student, invitation: { ...student.invitation, attempts: -1 } }] },
    ],
    ['a link neither a text nor null', { ...aClassRoster(), students: [{ ...student, link: 42 }] }],
  ])('refuses %s', (_, body) => {
    expect(() => parseClassRoster(body)).toThrow(AnswerError);
  });
});
