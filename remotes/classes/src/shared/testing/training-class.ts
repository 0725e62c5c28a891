import type { TrainingClass, TrainingClassInput, TrainingCourse } from '@academy/api';

/** A course for tests: Java Fundamentals, active, one machine. */
export function aTrainingCourse(overrides: Partial<TrainingCourse> = {}): TrainingCourse {
  return {
    id: 'course-1',
    name: 'Java Fundamentals',
    description: 'Three days of Java',
    folder: 'folder-1',
    status: 'ACTIVE',
    vms: ['vm-1'],
    ...overrides,
  };
}

/** A class's body as the form sends it (Java 101 in New York, 21 to 23 November 2026): midnight in New York (-05:00), the end the midnight after the last day. */
export const JAVA_101_INPUT: TrainingClassInput = {
  name: 'Java 101',
  courseId: 'course-1',
  timeZone: 'America/New_York',
  startDate: '2026-11-21T05:00:00.000Z',
  endDate: '2026-11-24T05:00:00.000Z',
  instructor: 'ada@academy.test',
  attendees: 2,
};

/** A stored class for tests: JAVA_101_INPUT as the server keeps it, with two students. */
export function aTrainingClass(overrides: Partial<TrainingClass> = {}): TrainingClass {
  return {
    id: 'class-1',
    ...JAVA_101_INPUT,
    timeZone: 'America/New_York',
    emails: ['java-101-01@academy.test', 'java-101-02@academy.test'],
    passphrase: 'amber-river-4821',
    status: 'SCHEDULED',
    endsAt: JAVA_101_INPUT.endDate,
    labsEndAt: JAVA_101_INPUT.endDate,
    ...overrides,
  };
}
