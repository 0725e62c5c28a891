/** What the portal keeps of its classroom tools: manuals and each student's place, raised hands, lab activity, instructors at consoles, paused screens. */

/** One saved version of a course's manual. */
export interface ManualVersionRecord {
  courseId: string;
  version: number;
  markdown: string;
  /** Its steps' titles as read on save (their count is the step count); null for a version saved before they were kept. */
  stepTitles: string[] | null;
  savedAt: Date;
}

/** Every version of every course's manual, kept as saved: classes read the version they were created with. */
export interface ManualRepository {
  save(manual: ManualVersionRecord): Promise<void>;
  get(courseId: string, version: number): Promise<ManualVersionRecord | undefined>;
  /** The course's versions, oldest first (markdown included). */
  list(courseId: string): Promise<ManualVersionRecord[]>;
  /** The highest version ever saved for the course; 0 when none was. */
  latestVersion(courseId: string): Promise<number>;
  /** Keeps the step titles of a version saved without them (read once, on its first use). */
  setStepTitles(courseId: string, version: number, stepTitles: string[]): Promise<void>;
}

/** A student's place in their class's manual. Steps count from 1. */
export interface ManualProgressRecord {
  email: string;
  currentStep: number;
  stepSince: Date;
  /** Ascending. */
  done: number[];
}

export interface ManualProgressRepository {
  get(classId: string, email: string): Promise<ManualProgressRecord | undefined>;
  listByClass(classId: string): Promise<ManualProgressRecord[]>;
  put(classId: string, progress: ManualProgressRecord): Promise<void>;
}

/** A student's raised hand. */
export interface HelpRequest {
  email: string;
  requestedAt: Date;
  /** The name of the instructor who said they are coming; null until one does. */
  claimedBy: string | null;
}

/** Raised hands: at most one per student of a class, with the instant it went up, queued in that order. */
export interface HelpRequestRepository {
  /** The class's raised hands, first raised first (ties by e-mail, so every instance ranks them alike). */
  listByClass(classId: string): Promise<HelpRequest[]>;
  /** Raises the hand; a hand already up keeps the instant it was first raised and its claim. */
  raise(classId: string, email: string, at: Date): Promise<HelpRequest>;
  /** Records who is coming to help (the latest claim wins); undefined when the hand is down. */
  claim(classId: string, email: string, instructor: string): Promise<HelpRequest | undefined>;
  /** Lowers the hand (nothing happens when it is down). */
  lower(classId: string, email: string): Promise<void>;
}

/** A lab's last activity and where its idle suspend stands. */
export interface LabActivityRecord {
  labId: string;
  classId: string;
  activeAt: Date;
  warnedAt: Date | null;
  suspendedAt: Date | null;
}

/** Each lab's last activity (console input, a student call): what the idle suspend goes by. */
export interface LabActivityRepository {
  /** The lab was used at `at` (a later one than stored wins): its warning and suspend are over. Answers what it was. */
  touch(labId: string, classId: string, at: Date): Promise<LabActivityRecord | undefined>;
  /** The lab is first seen at `at`: counted from then, unless it has a record already. */
  seen(labId: string, classId: string, at: Date): Promise<void>;
  listByClass(classId: string): Promise<LabActivityRecord[]>;
  list(): Promise<LabActivityRecord[]>;
  /**
   * Marks the lab warned at `at` if it is still idle since `activeAt` and not warned yet. True for the one caller
   * that marked it: two instances checking at once warn the student once.
   */
  markWarned(labId: string, activeAt: Date, at: Date): Promise<boolean>;
  /**
   * Claims the lab's suspend: marks it suspended at `at` if it is still idle since `activeAt` and not suspended yet.
   * True for the one caller that is to suspend its machines; false once anyone used it or another instance claimed it.
   */
  claimSuspend(labId: string, activeAt: Date, at: Date): Promise<boolean>;
  /** The suspend claimed at `at` did not go through on every machine: the next check tries again. */
  releaseSuspend(labId: string, at: Date): Promise<void>;
}

/** An instructor's session at a student's console, as stored. */
export interface ConsoleWatchRecord {
  id: string;
  classId: string;
  email: string;
  vm: string;
  machineName: string;
  instructor: string;
  mode: 'view' | 'control';
  startedAt: Date;
  endedAt: Date | null;
}

/** Instructors' sessions at students' consoles: the record of who watched or controlled what, and when. */
export interface ConsoleWatchRepository {
  /** Records a session that opened; answers its id. */
  start(session: Omit<ConsoleWatchRecord, 'id' | 'endedAt'>): Promise<string>;
  end(id: string, at: Date): Promise<void>;
  /** Marks open sessions as still open at `at` (their instance is alive). */
  seen(ids: readonly string[], at: Date): Promise<void>;
  /** The student's sessions open now: not ended, and seen since `seenSince`. */
  listOpen(classId: string, email: string, seenSince: Date): Promise<ConsoleWatchRecord[]>;
  /** The class's latest sessions, newest first. */
  listByClass(classId: string, limit: number): Promise<ConsoleWatchRecord[]>;
}

/** A class's 'Pause screens', kept with the class. */
export interface ScreenPauseRepository {
  /** The class's pause (nulls while not paused); undefined when the class does not exist. */
  get(classId: string): Promise<{ pausedAt: Date | null; pausedBy: string | null } | undefined>;
  /** Pauses (`at`, `by`) or resumes (null) the class's screens; answers as get does after. */
  set(
    classId: string,
    pause: { at: Date; by: string } | null,
  ): Promise<{ pausedAt: Date | null; pausedBy: string | null } | undefined>;
}
