/**
 * A manual's checks run in a student's own lab machine (issue 40). A check is named by its id in the manual,
 * `<step>-<its order in the step>` (the students' copy keeps it as a marker with that id); students never receive a
 * check's script, only their verdicts and the hint of a failure.
 */

/** How many checks a student may run on one check of the manual, in a sliding window. */
export interface CheckLimit {
  attempts: number;
  windowMinutes: number;
  /** As the button says it: "5 checks in 10 minutes". */
  text: string;
}

/** `could-not-run`: the check never reached a verdict (the machine is off, VMware Tools do not run, …). */
export type CheckVerdict = 'passed' | 'failed' | 'could-not-run';

/** Where a student stands with one check: attempts (passed or failed) count against the limit; `could-not-run` does not. */
export interface CheckAttempts {
  /** Attempts inside the limit's window. */
  attemptsUsed: number;
  attemptsLeft: number;
  /** ISO timestamp from which the next attempt is allowed; null: now. */
  nextAttemptAt: string | null;
  limit: CheckLimit;
}

/**
 * Answer of POST /api/training-class/manual/checks/{checkId} (student): the verdict of one run in the student's own
 * machine. A pass also marks the step done. 429 past the limit, 409 while another of the student's checks runs
 * (ApiErrorBody, plain words).
 */
export type CheckAnswer = CheckAttempts & {
  checkId: string;
  step: number;
  /** ISO timestamp of the verdict. */
  at: string;
  durationMs: number;
} & (
    | { verdict: 'passed' }
    /** The check's hint, as the course author wrote it ('' when none). */
    | { verdict: 'failed'; hint: string }
    /** Why, in plain words: "VMware Tools is not running on DC01.", "DC01 is off: start it, then check again." */
    | { verdict: 'could-not-run'; reason: string }
  );

/** One check of the manual as the student's button shows it. */
export interface StudentCheckState extends CheckAttempts {
  checkId: string;
  step: number;
  /** Whether any attempt passed. */
  passed: boolean;
  /** The latest verdict; null before the first attempt. */
  lastVerdict: CheckVerdict | null;
}

/** Answer of GET /api/training-class/manual/checks (student): every check of the class's manual, in manual order. */
export interface StudentChecks {
  limit: CheckLimit;
  /** The id of the student's check that runs now (one at a time); null when none does. */
  running: string | null;
  checks: StudentCheckState[];
}

/** A column of the instructor's grid: one check of the class's manual. */
export interface ClassCheckColumn {
  checkId: string;
  step: number;
  stepTitle: string;
  /** The course machine it runs on, by its name in the manual. */
  machine: string;
}

interface CheckCellBase {
  checkId: string;
  /** Passed and failed runs, the student's and the instructor's. */
  attempts: number;
  /** ISO timestamp of the latest attempt; null when never checked. */
  lastAt: string | null;
}

type NotChecked = { status: 'not-checked' };
type Passed = { status: 'passed'; firstPassAt: string };
/** `failedInARow`: failed attempts since the last pass (3 raise the student's card). */
type Failed = { status: 'failed'; failedInARow: number };

/** One student and one check, as the push channel tells it (without the output: the grid's read has it). */
export type ClassCheckCellSummary = CheckCellBase & (NotChecked | Passed | Failed);

/** One student and one check in the grid. */
export type ClassCheckCell = CheckCellBase &
  (
    | NotChecked
    | Passed
    /** `output`: the latest failing attempt's output, its first 4 KB (for the instructor only). */
    | (Failed & { output: string; outputCut: boolean })
  );

export interface ClassCheckRow {
  email: string;
  /** In the order of ClassChecks.checks. */
  cells: ClassCheckCell[];
  /** Three failed attempts in a row on one check: the monitor raises the card as a raised hand does. */
  raised: boolean;
}

/** Answer of GET /api/training-class/{id}/checks (instructor): the class's checks × its students. */
export interface ClassChecks {
  version: number;
  checks: ClassCheckColumn[];
  students: ClassCheckRow[];
  limit: CheckLimit;
}

/**
 * Answer of POST /api/training-class/{id}/checks/{checkId}/everyone (instructor): the check was started for the
 * class's students at once (bounded in parallel); each verdict comes through the class's push channel as it comes.
 */
export interface CheckEveryoneStarted {
  checkId: string;
  step: number;
  /** Students whose check was started. */
  started: string[];
  /** Students who had a check running already: their own verdict comes as usual. */
  alreadyRunning: string[];
}

/** Failed attempts in a row on one check that raise a student's card on the monitor. */
export const CHECK_FAILURES_RAISING = 3;
/** How much of a failing attempt's output is kept, for the instructor. */
export const CHECK_OUTPUT_KEPT_BYTES = 4096;

/** The event name of a check's verdict on the class's push channel, GET /api/training-class/{id}/events. */
export const CLASS_CHECK_VERDICT_EVENT = 'check-verdict';

/** One server-sent event `check-verdict` (JSON data): a verdict for the grid, within 2 s of it. */
export interface ClassCheckVerdict {
  email: string;
  checkId: string;
  step: number;
  verdict: CheckVerdict;
  /** ISO timestamp. */
  at: string;
  /** The student's cell after this verdict (what the grid shows, but the output: read the grid for it). */
  cell: ClassCheckCellSummary;
  /** Whether the student's card is raised for checks (three failed in a row on one check). */
  raised: boolean;
  /** 'instructor': part of "Check everyone". */
  by: 'student' | 'instructor';
}
