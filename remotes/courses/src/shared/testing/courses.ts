import type { Folder, TrainingCourse } from '@academy/api';

/** A course for tests: Alpha, active, one machine of the Windows folder; a test overrides what it is about. */
export function aCourse(overrides: Partial<TrainingCourse> = {}): TrainingCourse {
  return {
    id: 'c1',
    name: 'Alpha',
    description: 'A',
    folder: 'group-v101',
    status: 'ACTIVE',
    vms: ['vm-1'],
    ...overrides,
  };
}

/** The Windows template folder the course form offers in tests: DC01 and SRV01. */
export const WINDOWS_FOLDER: Folder = {
  folder: 'group-v101',
  name: 'Windows',
  vms: [
    { vm: 'vm-1', name: 'DC01' },
    { vm: 'vm-2', name: 'SRV01' },
  ],
};

/**
 * A folder with a machine of each kind the course form sets apart: a Windows guest, a Linux one, one that says
 * neither.
 */
export const MIXED_FOLDER: Folder = {
  folder: 'group-v101',
  name: 'Mixed',
  vms: [
    { vm: 'vm-1', name: 'DC01', guestOs: 'windows' },
    { vm: 'vm-2', name: 'router', guestOs: 'linux' },
    { vm: 'vm-3', name: 'appliance' },
  ],
};
