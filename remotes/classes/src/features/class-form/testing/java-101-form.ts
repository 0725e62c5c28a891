import type { ClassFormValues } from '../lib';

/** The class form filled in for aTrainingClass(): Java 101 in New York, 21 to 23 November 2026. */
export const JAVA_101_FORM: ClassFormValues = {
  name: 'Java 101',
  courseId: 'course-1',
  timeZone: 'America/New_York',
  firstDay: '2026-11-21',
  lastDay: '2026-11-23',
  instructor: 'ada@academy.test',
  attendees: '2',
};
