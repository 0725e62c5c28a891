import type { LabMachine, ManualProgress, TrainingClass } from '@academy/contracts';

/** Bodies of the contract that several checks' tests read. */

export const dc01: LabMachine = { vm: 'vm-1', name: 'DC01', power_state: 'POWERED_ON', vm_ware_tools: true };

export const javaClass: TrainingClass = {
  id: 'class-1',
  name: 'Java',
  courseId: 'course-1',
  timeZone: 'Europe/Zurich',
  startDate: '2026-09-01T22:00:00.000Z',
  endDate: '2026-09-03T22:00:00.000Z',
  instructor: 'ann@academy.test',
  attendees: 2,
  emails: ['s1@academy.test', 's2@academy.test'],
  passphrase: 'blue-fox',
  status: 'RUNNING',
  manualVersion: 1,
  endsAt: '2026-09-03T22:00:00.000Z',
  labsEndAt: '2026-09-03T23:00:00.000Z',
};

export const progress: ManualProgress = { currentStep: 2, stepSince: '2026-09-02T08:00:00.000Z', done: [1] };
