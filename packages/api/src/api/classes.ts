import type { LabMachine, NextMachineDue } from './labs';

export type ClassStatus = 'SCHEDULED' | 'RUNNING' | 'COMPLETED';

/** Spec §3 "Training class". Dates are ISO timestamps. */
export interface TrainingClass {
  id: string;
  name: string;
  courseId: string;
  timeZone: string;
  startDate: string;
  endDate: string;
  instructor: string;
  attendees: number;
  emails: string[];
  passphrase: string;
  status: ClassStatus;
  /** The version of its course's manual the class reads; null when it reads none. Absent from an older server. */
  manualVersion?: number | null;
  /** ISO timestamp: the class's end, as its instructor extended or moved it (else the end date). */
  endsAt: string;
  /** ISO timestamp: when the labs are powered off and removed (the end plus the grace period). */
  labsEndAt: string;
}

/** Body of POST /api/training-class and PUT /api/training-class/{id}. */
export interface TrainingClassInput {
  name: string;
  courseId: string;
  timeZone?: string;
  startDate: string;
  endDate: string;
  instructor: string;
  attendees: number;
}

/** Answer of POST /api/training-class/login: the student's class and lab. */
export interface StudentLoginResponse extends NextMachineDue {
  trainingClass: TrainingClass;
  vms: LabMachine[];
  expectedVmCount: number;
  /** ISO timestamp of the student's raised hand; null while it is down. */
  helpRequestedAt: string | null;
}
