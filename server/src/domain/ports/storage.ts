import type { AuditEntry, PassphraseMode, TrainingCourse } from '@academy/api';
import type { FailureLog, IdentityStore, TicketRepository } from './access-storage';
import type {
  ConsoleWatchRepository,
  HelpRequestRepository,
  LabActivityRepository,
  ManualProgressRepository,
  ManualRepository,
  ScreenPauseRepository,
} from './classroom-storage';
import type { RosterRepository, SignInLinkRepository } from './roster-storage';

export type { FailureKey, FailureLog, IdentityStore, SignInAttempt, TicketRepository } from './access-storage';
export type {
  ConsoleWatchRecord,
  ConsoleWatchRepository,
  HelpRequest,
  HelpRequestRepository,
  LabActivityRecord,
  LabActivityRepository,
  ManualProgressRecord,
  ManualProgressRepository,
  ManualRepository,
  ManualVersionRecord,
  ScreenPauseRepository,
} from './classroom-storage';

/**
 * What the portal keeps: its courses, classes, provisioning bookkeeping, console tickets, sign-in failures, identity
 * provider state and raised hands. Adapters: storage/ (PGlite or PostgreSQL). The domain never imports an adapter.
 */

/**
 * A stored course is the API's course: folder id and template machine ids in the lab's order, and its manual ('' and
 * null when none). Its guest accounts are kept apart, their passwords sealed (features/guest-accounts), and so are its
 * machines' keyboard layouts (features/typing) and file folders (features/guest-files).
 */
export type CourseRecord = Required<Omit<TrainingCourse, 'guestAccounts' | 'keyboardLayouts' | 'fileFolders'>>;

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
  /** The class's passphrase: what its students sign in with in CLASS mode (in PERSONAL mode, never). */
  passphrase: string;
  /** CLASS: the class's one passphrase; PERSONAL: each rostered student's own (roster_students). */
  passphraseMode: PassphraseMode;
  /** Students on the class's roster, whose usernames are `emails` (0: no roster). Read only: the roster writes it. */
  rosterSize: number;
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
  roster: RosterRepository;
  signInLinks: SignInLinkRepository;
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
