import type { CheckVerdict } from '@academy/api';

/** One run of a manual's check in a student's lab, as kept for the grid, the CSV and the limit. */
export interface CheckAttemptRecord {
  classId: string;
  email: string;
  checkId: string;
  step: number;
  at: Date;
  verdict: CheckVerdict;
  /** 'instructor': part of "Check everyone" (not counted against the student's limit). */
  by: 'student' | 'instructor';
  durationMs: number;
  /** A failing attempt's first 4 KB of output; null for any other. */
  output: string | null;
  outputCut: boolean;
}

export interface CheckAttemptRepository {
  insert(attempt: CheckAttemptRecord): Promise<void>;
  /** The student's attempts in the class, oldest first. */
  listByStudent(classId: string, email: string): Promise<CheckAttemptRecord[]>;
  /** Every attempt of the class, oldest first. */
  listByClass(classId: string): Promise<CheckAttemptRecord[]>;
}
