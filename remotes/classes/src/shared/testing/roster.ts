import type { ClassRoster, RosterStudent } from '@academy/api';

/** A rostered student for tests: java-101-01, Ann (her name has a comma), invitation sent. */
export function aRosterStudent(overrides: Partial<RosterStudent> = {}): RosterStudent {
  return {
    username: 'java-101-01@academy.test',
    name: 'Lee, Ann',
    email: 'ann@x.org',
    invitation: {
      status: 'SENT',
      attempts: 1,
      sentAt: '2026-11-20T09:00:00.000Z',
      lastError: null,
      expiresAt: '2026-11-24T05:00:00.000Z',
    },
    link: null,
    redeemedAt: null,
    ...overrides,
  };
}

/** The roster of aTrainingClass({ rosterSize: 2 }): Ann and Bob, personal passphrases, mail on. */
export function aClassRoster(overrides: Partial<ClassRoster> = {}): ClassRoster {
  return {
    mail: { enabled: true },
    passphraseMode: 'PERSONAL',
    retentionDays: 30,
    students: [
      aRosterStudent(),
      aRosterStudent({ username: 'java-101-02@academy.test', name: 'Bob Chen', email: 'bob@x.org' }),
    ],
    ...overrides,
  };
}
