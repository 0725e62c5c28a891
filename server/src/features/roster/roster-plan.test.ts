import { describe, expect, it } from '@rstest/core';
import type { RosterStudentRecord } from '../../domain/ports/roster-storage';
import { keepRoster, planRoster, unnamedUsernames } from './roster-plan';

const base = { classId: 'c1', slug: 'net', loginDomain: 'Academy.test' };
let passphrases = 0;
const newPassphrase = () => `pass-${++passphrases}`;

function student(number: number, email: string, passphrase: string | null = null): RosterStudentRecord {
  const username = `net-${String(number).padStart(2, '0')}@academy.test`;
  return { classId: 'c1', username, number, name: email.split('@')[0] ?? '', email, passphrase };
}

describe('planning a roster', () => {
  it('gives a new class -01… in the order of its rows', () => {
    const plan = planRoster({
      ...base,
      current: [],
      taken: [],
      rows: [
        { name: 'Ann', email: 'ann@x.org' },
        { name: 'Bob', email: 'bob@x.org' },
      ],
      mode: 'CLASS',
      newPassphrase,
    });
    expect(plan.usernames).toEqual(['net-01@academy.test', 'net-02@academy.test']);
    expect(plan.added.map((each) => [each.name, each.passphrase])).toEqual([
      ['Ann', null],
      ['Bob', null],
    ]);
  });

  it('keeps a student matched by address (case aside), removes the unnamed, numbers the new after every number given', () => {
    const ann = student(1, 'ann@x.org', 'own-ann');
    const bob = student(2, 'bob@x.org');
    const plan = planRoster({
      ...base,
      current: [ann, bob],
      // 3 was a student removed before: never given again.
      taken: [1, 2, 3],
      rows: [
        { name: 'Cleo', email: 'cleo@x.org' },
        { name: 'Ann B.', email: 'ANN@x.org' },
      ],
      mode: 'PERSONAL',
      newPassphrase: () => 'new-one',
    });
    expect(plan.kept).toEqual([{ ...ann, name: 'Ann B.', email: 'ANN@x.org', passphrase: 'own-ann' }]);
    expect(plan.added).toEqual([
      {
        classId: 'c1',
        username: 'net-04@academy.test',
        number: 4,
        name: 'Cleo',
        email: 'cleo@x.org',
        passphrase: 'new-one',
      },
    ]);
    expect(plan.removed).toEqual([bob]);
    expect(plan.usernames).toEqual(['net-01@academy.test', 'net-04@academy.test']);
  });

  it('drops every personal passphrase in CLASS mode', () => {
    const plan = planRoster({
      ...base,
      current: [student(1, 'ann@x.org', 'own-ann')],
      taken: [1],
      rows: [{ name: 'Ann', email: 'ann@x.org' }],
      mode: 'CLASS',
      newPassphrase,
    });
    expect(plan.kept[0]?.passphrase).toBeNull();
  });
});

describe('a roster kept as it is (a save without one)', () => {
  it('keeps every student, an erased one too, and gives passphrases only in PERSONAL mode', () => {
    const erased = { ...student(2, 'x@x.org'), name: null, email: null };
    const current = [student(1, 'ann@x.org', 'own-ann'), erased];
    const personal = keepRoster({ current, mode: 'PERSONAL', newPassphrase: () => 'new-one' });
    expect(personal).toEqual({
      kept: [current[0], { ...erased, passphrase: 'new-one' }],
      added: [],
      removed: [],
      usernames: ['net-01@academy.test', 'net-02@academy.test'],
    });
    expect(keepRoster({ current, mode: 'CLASS', newPassphrase }).kept.map((each) => each.passphrase)).toEqual([
      null,
      null,
    ]);
  });
});

describe('the usernames of a class whose roster was dropped', () => {
  it("never gives a rostered student's username to an unnamed one", () => {
    expect(
      unnamedUsernames({
        emails: ['net-01@academy.test', 'net-02@academy.test'],
        attendees: 3,
        taken: [1, 2],
        slug: 'net',
        loginDomain: 'academy.test',
      }),
    ).toEqual(['net-03@academy.test', 'net-04@academy.test', 'net-05@academy.test']);
    expect(
      unnamedUsernames({
        emails: ['net-03@academy.test', 'net-04@academy.test', 'net-05@academy.test'],
        attendees: 2,
        taken: [1, 2],
        slug: 'net',
        loginDomain: 'academy.test',
      }),
    ).toEqual(['net-03@academy.test', 'net-04@academy.test']);
  });
});
