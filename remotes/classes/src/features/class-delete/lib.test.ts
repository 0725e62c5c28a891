import { describe, expect, it } from '@rstest/core';
import { aTrainingClass } from '@/shared/testing/training-class';
import { softDeleteInput } from './lib';

describe('class delete: soft delete body', () => {
  it('sends exactly attendees, courseId, instructor, name and both dates as yesterday', () => {
    const input = softDeleteInput(aTrainingClass(), new Date('2026-11-22T15:00:00.000Z'));
    expect(input).toEqual({
      attendees: 2,
      courseId: 'course-1',
      instructor: 'ada@academy.test',
      name: 'Java 101',
      startDate: '2026-11-21T15:00:00.000Z',
      endDate: '2026-11-21T15:00:00.000Z',
    });
    expect(Object.keys(input).sort()).toEqual(['attendees', 'courseId', 'endDate', 'instructor', 'name', 'startDate']);
  });
});
