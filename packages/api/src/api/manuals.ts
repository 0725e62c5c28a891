/**
 * A course's lab manual: Markdown whose level-2 headings start its steps. A class reads the version that was the
 * course's when the class was created; each student's progress through it is kept per class.
 */

/** Longest manual a course accepts, in characters (the course form says so before the server refuses). */
export const MANUAL_MAX_CHARACTERS = 60_000;
/** Most steps (level-2 headings) a manual may have. */
export const MANUAL_MAX_STEPS = 100;

/** A student's place in the class's manual. Steps are numbered from 1. */
export interface ManualProgress {
  /** The step the student is on. */
  currentStep: number;
  /** ISO timestamp of when the student came to the current step. */
  stepSince: string;
  /** The steps marked done, ascending. */
  done: number[];
}

/** Answer of GET /api/training-class/manual (student): the class's manual and the student's own place in it. */
export interface StudentManual {
  markdown: string;
  version: number;
  stepCount: number;
  progress: ManualProgress;
}

/** Body of PUT /api/training-class/manual/progress (student): the step moved to, and/or one step marked. */
export interface ManualProgressInput {
  currentStep?: number;
  /** Marks `step` done (`done: true`) or not done. */
  mark?: { step: number; done: boolean };
}

/** One student's place, as the instructor's monitor reads it. */
export interface StudentManualProgress extends ManualProgress {
  email: string;
}

/** Answer of GET /api/training-class/{id}/manual (instructor): the class's manual steps and every student's place. */
export interface ClassManual {
  version: number;
  /** The steps' titles, in order (step n is titles[n - 1]). */
  stepTitles: string[];
  /** Students who have opened the manual; one who never did is on step 1 since the class began. */
  students: StudentManualProgress[];
}

/** One saved version of a course's manual and the classes that read it: GET /api/training-course/{id}/manual. */
export interface ManualVersionUse {
  version: number;
  /** ISO timestamp of the save that made this version. */
  savedAt: string;
  /** Whether it is the course's manual now (new classes get it). */
  current: boolean;
  classes: Array<{ id: string; name: string }>;
}
