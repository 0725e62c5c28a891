import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { signedOut, type TrainingCourse } from '@academy/contracts';
import {
  $editedCourse,
  $isEditMissing,
  courseCreateRequested,
  courseDeleted,
  courseEditEnded,
  courseEditMissing,
  courseEditMissingShown,
  courseEditRequested,
} from './edited-course';

const course: TrainingCourse = { id: 'c1', name: 'A', description: 'B', folder: 'group-v101', status: 'ACTIVE', vms: ['vm-1'] };

describe('edited-course model', () => {
  it('holds the course Edit was clicked on until the edit ends', async () => {
    const scope = fork();
    await allSettled(courseEditRequested, { scope, params: course });
    expect(scope.getState($editedCourse)).toEqual(course);
    await allSettled(courseEditEnded, { scope });
    expect(scope.getState($editedCourse)).toBeNull();
  });

  it('drops the course when a new one is started, it is deleted, or the instructor signs out', async () => {
    for (const end of [
      (scope: ReturnType<typeof fork>) => allSettled(courseCreateRequested, { scope }),
      (scope: ReturnType<typeof fork>) => allSettled(courseDeleted, { scope, params: 'c1' }),
      (scope: ReturnType<typeof fork>) => allSettled(signedOut, { scope }),
    ]) {
      const scope = fork({ values: [[$editedCourse, course]] });
      await end(scope);
      expect(scope.getState($editedCourse)).toBeNull();
    }
    const other = fork({ values: [[$editedCourse, course]] });
    await allSettled(courseDeleted, { scope: other, params: 'c2' });
    expect(other.getState($editedCourse)).toEqual(course);
  });

  it('remembers an edit without a course until the list has said so, or a course is chosen', async () => {
    const scope = fork();
    await allSettled(courseEditMissing, { scope });
    expect(scope.getState($isEditMissing)).toBe(true);
    await allSettled(courseEditMissingShown, { scope });
    expect(scope.getState($isEditMissing)).toBe(false);
    await allSettled(courseEditMissing, { scope });
    await allSettled(courseEditRequested, { scope, params: course });
    expect(scope.getState($isEditMissing)).toBe(false);
  });
});
