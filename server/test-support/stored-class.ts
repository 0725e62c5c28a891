import type { ClassRecord } from '../src/domain/ports/storage';

/** A class as the storage tests store it: two students, in 2030. */
export const STORED_CLASS: ClassRecord = {
  id: 'class-1',
  name: 'Windows Server',
  courseId: 'course-1',
  timeZone: 'Europe/Paris',
  startDate: new Date('2030-01-06T23:00:00Z'),
  endDate: new Date('2030-01-09T23:00:00Z'),
  instructor: 'Ada',
  attendees: 2,
  emails: ['ws-01@academy.test', 'ws-02@academy.test'],
  passphrase: 'correct horse',
  passphraseMode: 'CLASS',
  rosterSize: 0,
  slug: 'ws',
  manualVersion: null,
  extendedEnd: null,
};
