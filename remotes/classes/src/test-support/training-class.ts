import type { TrainingClass, TrainingCourse } from '@academy/contracts';

/** A stored class for tests: Java 101 in New York, 21 to 23 November 2026, two students. */
export function aTrainingClass(overrides: Partial<TrainingClass> = {}): TrainingClass {
  return {
    id: 'class-1',
    name: 'Java 101',
    courseId: 'course-1',
    timeZone: 'America/New_York',
    startDate: '2026-11-21T05:00:00.000Z',
    endDate: '2026-11-24T05:00:00.000Z',
    instructor: 'ada@academy.test',
    attendees: 2,
    emails: ['java-101-01@academy.test', 'java-101-02@academy.test'],
    passphrase: 'amber-river-4821',
    status: 'SCHEDULED',
    ...overrides,
  };
}

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
