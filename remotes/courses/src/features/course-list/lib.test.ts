import type { TrainingCourse } from '@academy/api';
import { describe, expect, it } from '@rstest/core';
import { folderLabelOf, sortCourses, withoutCourse } from './lib';

function course(id: string, name: string, status: TrainingCourse['status']): TrainingCourse {
  return { id, name, description: `${name} course`, folder: 'group-v101', status, vms: [] };
}

const courses = [
  course('1', 'linux basics', 'ARCHIVED'),
  course('2', 'Windows Server', 'ACTIVE'),
  course('3', 'Azure 10', 'ACTIVE'),
  course('4', 'Azure 9', 'ARCHIVED'),
];
const names = (list: TrainingCourse[]) => list.map((item) => item.name);

describe('course sorting', () => {
  it('keeps the server order until a column is chosen', () => {
    expect(names(sortCourses(courses, null))).toEqual(['linux basics', 'Windows Server', 'Azure 10', 'Azure 9']);
  });

  it('sorts by name ascending, ignoring case and reading numbers as numbers', () => {
    expect(names(sortCourses(courses, { column: 'name', direction: 'ascending' }))).toEqual([
      'Azure 9',
      'Azure 10',
      'linux basics',
      'Windows Server',
    ]);
  });

  it('sorts by name descending', () => {
    expect(names(sortCourses(courses, { column: 'name', direction: 'descending' }))).toEqual([
      'Windows Server',
      'linux basics',
      'Azure 10',
      'Azure 9',
    ]);
  });

  it('sorts by status both ways, equal statuses by name', () => {
    expect(names(sortCourses(courses, { column: 'status', direction: 'ascending' }))).toEqual([
      'Azure 10',
      'Windows Server',
      'Azure 9',
      'linux basics',
    ]);
    expect(names(sortCourses(courses, { column: 'status', direction: 'descending' }))).toEqual([
      'linux basics',
      'Azure 9',
      'Windows Server',
      'Azure 10',
    ]);
  });

  it('never reorders the list it was given', () => {
    const before = [...courses];
    sortCourses(courses, { column: 'name', direction: 'ascending' });
    expect(courses).toEqual(before);
  });
});

describe('course list helpers', () => {
  it('removes a course by id only', () => {
    expect(withoutCourse(courses, '2').map((item) => item.id)).toEqual(['1', '3', '4']);
    expect(withoutCourse(courses, 'missing')).toEqual(courses);
  });

  it("shows a folder's name when known, else its id", () => {
    expect(folderLabelOf('group-v101', { 'group-v101': 'Windows Server' })).toBe('Windows Server');
    expect(folderLabelOf('group-v999', { 'group-v101': 'Windows Server' })).toBe('group-v999');
  });
});
