import type { AuditEntry, TrainingCourse } from '@academy/api';
import type { ConsoleMachine } from './console';

/**
 * What the portal keeps: its courses, classes, provisioning bookkeeping, console tickets, sign-in failures, identity
 * provider state and raised hands. Adapters: storage/ (PGlite or PostgreSQL). The domain never imports an adapter.
 */

/**
 * A stored course is exactly the API's course: folder id and template machine ids in the lab's order, and its
 * manual ('' and null when none).
 */
export type CourseRecord = Required<TrainingCourse>;

export interface ClassRecord {
  id: string;
  name: string;
  courseId: string;
  timeZone: string;
  /** Midnight of the first day in the class zone. */
  startDate: Date;
  /** Midnight after the last day in the class zone: the labs go away at this instant (plus the grace period). */
  endDate: Date;
  /** A new end its instructor set (extended, or moved) for the running class; null: the end date. */
  extendedEnd: Date | null;
  instructor: string;
  attendees: number;
  /** One username (full e-mail address) per attendee. */
  emails: string[];
  passphrase: string;
  /** Unique stem of the usernames; kept when the class is renamed so usernames stay stable. */
  slug: string;
  /** The version of its course's manual the class reads (the course's when the class was created); null: none. */
  manualVersion: number | null;
}

export interface CourseRepository {
  list(): Promise<CourseRecord[]>;
  get(id: string): Promise<CourseRecord | undefined>;
  insert(course: CourseRecord): Promise<void>;
  update(course: CourseRecord): Promise<boolean>;
  delete(id: string): Promise<boolean>;
}

export interface ClassRepository {
  list(): Promise<ClassRecord[]>;
  get(id: string): Promise<ClassRecord | undefined>;
  findByStudent(email: string): Promise<ClassRecord | undefined>;
  listByCourse(courseId: string): Promise<ClassRecord[]>;
  slugTaken(slug: string): Promise<boolean>;
  insert(trainingClass: ClassRecord): Promise<void>;
  update(trainingClass: ClassRecord): Promise<boolean>;
  /**
   * Sets the class's end (`to`) or moves its current end by `byMs`, in one statement so that two instructors
   * extending at once both count; answers the class after, or undefined when it does not exist.
   */
  moveEnd(id: string, change: { to: Date } | { byMs: number }): Promise<ClassRecord | undefined>;
  delete(id: string): Promise<boolean>;
}

/**
 * A machine the portal cloned into a lab: its own bookkeeping, which no hypervisor knows. The hypervisor reports the
 * machine itself (name, power, tools); this says why it is there.
 */
export interface LabMachineRecord {
  vm: string;
  labId: string;
  /** The template it was cloned from: provisioning clones each of the course's templates once per lab. */
  templateVm: string;
  /** Its place in the lab's list: the course's order. */
  position: number;
  /**
   * Cloned by provisioning and not booted yet. Kept durably so that a crash between the clone and its first boot is
   * finished after a restart, while a machine a student (or anyone) powered since stays as they left it.
   */
  awaitingFirstBoot: boolean;
}

export interface LabMachineRepository {
  /** The lab's recorded machines, in the lab's order. */
  list(labId: string): Promise<LabMachineRecord[]>;
  insert(machine: LabMachineRecord): Promise<void>;
  /** The machine was booted, or powered by someone: provisioning leaves it as it is from now on. */
  booted(vm: string): Promise<void>;
  /** Forgets a machine that is gone (no-op if none is recorded). */
  delete(vm: string): Promise<void>;
  deleteLab(labId: string): Promise<void>;
}

/** One-time console tickets, shared by every instance: a ticket issued on one opens on another, once. */
export interface TicketRepository {
  insert(ticket: ConsoleMachine & { token: string; expiresAt: Date }): Promise<void>;
  /** Deletes and returns the ticket if it has not expired by `now`; one caller at most gets it. */
  take(token: string, now: Date): Promise<ConsoleMachine | undefined>;
  revokeMachine(vm: string, labId: string): Promise<void>;
  deleteExpired(now: Date): Promise<void>;
}

/** One count in the failure log: the failures of `client` (an address, an account, a pair) in `bucket`. */
export interface FailureKey {
  bucket: string;
  client: string;
}

/** A verified sign-in attempt, to be answered or refused. */
export interface SignInAttempt {
  keys: FailureKey[];
  /** Whether the credential was wrong: a wrong attempt that is answered is recorded as a failure. */
  failed: boolean;
  at: Date;
  /** Failures before this count no more; the log forgets them. */
  since: Date;
  /** Seconds to wait given each key's failures since `since` (oldest first, in `keys` order); 0 answers. */
  refusal(failures: Date[][]): number;
}

/** Failed sign-ins, shared by every instance. */
export interface FailureLog {
  /**
   * Decides an attempt in one step: reads the keys' failures, asks `refusal`, and records an answered failed
   * attempt under every key. Decisions sharing a key run one after another, so concurrent guesses never all pass
   * on the same count; those of right attempts (which record nothing) may overlap one another. Resolves to the
   * seconds to wait, or 0.
   */
  decide(attempt: SignInAttempt): Promise<number>;
}

/** What the development identity provider keeps: oidc-provider's models and its signing and cookie secrets. */
export interface IdentityStore {
  /** The stored secret, or `created` stored first if none was (the first instance to start wins). */
  secret<T>(name: string, created: T): Promise<T>;
  upsert(model: string, id: string, payload: Record<string, unknown>, expiresAt: Date | undefined): Promise<void>;
  find(model: string, id: string, now: Date): Promise<Record<string, unknown> | undefined>;
  findBy(
    model: string,
    field: 'uid' | 'user_code',
    value: string,
    now: Date,
  ): Promise<Record<string, unknown> | undefined>;
  consume(model: string, id: string, at: number): Promise<void>;
  destroy(model: string, id: string): Promise<void>;
  revokeByGrantId(grantId: string): Promise<void>;
}

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

/** One action that changed something, kept for the class's audit trail: the contracts' AuditEntry, and more. */
export interface AuditRecord extends Omit<AuditEntry, 'at'> {
  at: Date;
  /** The class acted in or on; null for a course. Kept after the class is deleted. */
  classId: string | null;
  requestId: string | null;
}

/** The audit trail: appended to, read by class, older rows purged. */
export interface AuditRepository {
  append(record: AuditRecord): Promise<void>;
  /** The class's entries, newest first, at most `limit`. */
  listByClass(classId: string, limit: number): Promise<AuditRecord[]>;
  /** Deletes the entries before `at`; answers how many. */
  purgeBefore(at: Date): Promise<number>;
}

/** A machine of a student's lab went on or off (a deleted machine is off). */
export interface PowerTransitionRecord {
  vm: string;
  classId: string;
  /** The student whose lab holds the machine. */
  email: string;
  at: Date;
  poweredOn: boolean;
}

/** Power transitions of lab machines, for usage per class. */
export interface PowerTransitionRepository {
  /**
   * Records the transition unless the machine's last recorded state already is `poweredOn`, in one atomic step:
   * several instances reporting the same change record it once (the first report's time). Answers whether it was
   * recorded. A machine never recorded starts off, so its first report of off records a transition with no effect.
   */
  record(transition: PowerTransitionRecord): Promise<boolean>;
  /** The class's transitions, by machine and then in time order. */
  listByClass(classId: string): Promise<PowerTransitionRecord[]>;
}

export interface Repositories {
  courses: CourseRepository;
  classes: ClassRepository;
  labMachines: LabMachineRepository;
  tickets: TicketRepository;
  signInFailures: FailureLog;
  identity: IdentityStore;
  helpRequests: HelpRequestRepository;
  labActivity: LabActivityRepository;
  consoleWatches: ConsoleWatchRepository;
  screenPauses: ScreenPauseRepository;
  audit: AuditRepository;
  manuals: ManualRepository;
  manualProgress: ManualProgressRepository;
  powerTransitions: PowerTransitionRepository;
}

/** Held by one instance at a time: the one that runs the class scheduler. */
export interface LeaderLock {
  /** Takes the lock if free; true while this instance holds it (false once its connection was lost). */
  tryAcquire(): Promise<boolean>;
  release(): Promise<void>;
}

export interface Storage extends Repositories {
  /** Runs the work atomically: either every write lands or none does. */
  transaction<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
  /** Resolves when the database answers (the readiness check). */
  ping(): Promise<void>;
  leaderLock(name: string): LeaderLock;
  close(): Promise<void>;
}
