import { describe, expect, it } from '@rstest/core';
import { aTrainingClass } from '@/shared/testing/training-class';
import { classRowsOf, sortClasses, toClassRow, usernameOf } from './lib';

const classes = [
  aTrainingClass({
    id: 'b',
    name: 'python',
    instructor: 'zoe@academy.test',
    status: 'SCHEDULED',
    startDate: '2026-12-01T05:00:00.000Z',
  }),
  aTrainingClass({
    id: 'a',
    name: 'Angular',
    instructor: 'ada@academy.test',
    status: 'RUNNING',
    startDate: '2026-11-01T05:00:00.000Z',
  }),
  aTrainingClass({
    id: 'c',
    name: 'class 10',
    instructor: 'Max@academy.test',
    status: 'SCHEDULED',
    startDate: '2026-10-01T05:00:00.000Z',
  }),
  aTrainingClass({
    id: 'd',
    name: 'class 9',
    instructor: 'bob@academy.test',
    status: 'RUNNING',
    startDate: '2027-01-01T05:00:00.000Z',
  }),
];
const ids = (list: { id: string }[]) => list.map(({ id }) => id);

describe('class list: usernames', () => {
  it('drops the domain part', () => {
    expect(usernameOf('java-101-01@academy.test')).toBe('java-101-01');
  });

  it('keeps a name without a domain, and cuts at the last @', () => {
    expect(usernameOf('student')).toBe('student');
    expect(usernameOf('odd@name@academy.test')).toBe('odd@name');
  });

  it('shows every username of a row without its domain', () => {
    expect(toClassRow(aTrainingClass()).usernames).toEqual(['java-101-01', 'java-101-02']);
  });

  it("takes a class from a server that tells no passphrase mode for one with the class's passphrase", () => {
    expect(toClassRow(aTrainingClass()).passphraseMode).toBe('CLASS');
    expect(toClassRow(aTrainingClass({ passphraseMode: 'PERSONAL' })).passphraseMode).toBe('PERSONAL');
  });
});

describe('class list: sorting', () => {
  it('keeps the server order with no sort chosen', () => {
    expect(ids(sortClasses(classes, null))).toEqual(['b', 'a', 'c', 'd']);
  });

  it('sorts by name ignoring case, numbers in numeric order', () => {
    expect(ids(sortClasses(classes, { column: 'name', direction: 'ascending' }))).toEqual(['a', 'd', 'c', 'b']);
    expect(ids(sortClasses(classes, { column: 'name', direction: 'descending' }))).toEqual(['b', 'c', 'd', 'a']);
  });

  it('sorts by instructor ignoring case', () => {
    expect(ids(sortClasses(classes, { column: 'instructor', direction: 'ascending' }))).toEqual(['a', 'd', 'c', 'b']);
  });

  it('sorts by status, ties keeping the server order', () => {
    expect(ids(sortClasses(classes, { column: 'status', direction: 'ascending' }))).toEqual(['a', 'd', 'b', 'c']);
  });

  it('sorts the schedule by start date', () => {
    expect(ids(sortClasses(classes, { column: 'schedule', direction: 'ascending' }))).toEqual(['c', 'a', 'b', 'd']);
    expect(ids(sortClasses(classes, { column: 'schedule', direction: 'descending' }))).toEqual(['d', 'b', 'a', 'c']);
  });

  it('does not reorder the list it was given', () => {
    const before = ids(classes);
    sortClasses(classes, { column: 'name', direction: 'ascending' });
    expect(ids(classes)).toEqual(before);
  });
});

describe('class list: rows', () => {
  it('hides completed classes', () => {
    const rows = classRowsOf([...classes, aTrainingClass({ id: 'done', status: 'COMPLETED' })], null);
    expect(ids(rows)).toEqual(['b', 'a', 'c', 'd']);
  });

  it('shows the schedule in the class zone', () => {
    expect(toClassRow(aTrainingClass()).schedule).toBe('Nov 21, 2026 to Nov 23, 2026');
    expect(toClassRow(aTrainingClass()).scheduleDays).toEqual(['Nov 21, 2026', 'Nov 23, 2026']);
    expect(
      toClassRow(
        aTrainingClass({
          timeZone: 'Pacific/Auckland',
          startDate: '2026-11-20T11:00:00.000Z',
          endDate: '2026-11-23T11:00:00.000Z',
        }),
      ).schedule,
    ).toBe('Nov 21, 2026 to Nov 23, 2026');
  });
});
