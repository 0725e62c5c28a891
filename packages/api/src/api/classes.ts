import type { LabMachine, NextMachineDue } from './labs';
import type { PassphraseMode, RosterRowInput } from './roster';

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
  /** 'PERSONAL': each student has a passphrase of their own and `passphrase` is empty. Absent from an older server. */
  passphraseMode?: PassphraseMode;
  /** How many students the roster names (0: a class without a roster, spec §2 as ever). Absent from an older server. */
  rosterSize?: number;
}

/** Body of POST /api/training-class and PUT /api/training-class/{id}. */
export interface TrainingClassInput {
  name: string;
  courseId: string;
  timeZone?: string;
  startDate: string;
  endDate: string;
  instructor: string;
  /** With a roster, its row count (the server refuses a mismatch). */
  attendees: number;
  /**
   * Named students, one lab each, in order: the usernames `-01…` go to its rows. On an update, rows are matched by
   * e-mail: a kept row keeps its username, lab and link. Absent: the class keeps its roster (or has none).
   */
  roster?: RosterRowInput[];
  /** Absent: 'CLASS' on create, unchanged on update. */
  passphraseMode?: PassphraseMode;
}

/** Answer of POST /api/training-class/login: the student's class and lab. */
export interface StudentLoginResponse extends NextMachineDue {
  trainingClass: TrainingClass;
  vms: LabMachine[];
  expectedVmCount: number;
  /** ISO timestamp of the student's raised hand; null while it is down. */
  helpRequestedAt: string | null;
}
