import type { ClassLabChange, TrainingCourse } from '@academy/contracts';
import type { SettledPowerState } from '@academy/power-rules';

/**
 * What the domain needs from the outside world. Adapters (storage/, hypervisor/, scheduler/clock.ts, routes'
 * token verifier, the console service) implement these; main wiring passes them in. Domain never imports an adapter.
 */

export interface Clock {
  now(): Date;
}

// ---- Storage -------------------------------------------------------------------------------------------------

/** A stored course is exactly the API's course: folder id and template machine ids in the lab's order. */
export type CourseRecord = TrainingCourse;

export interface ClassRecord {
  id: string;
  name: string;
  courseId: string;
  timeZone: string;
  /** Midnight of the first day in the class zone. */
  startDate: Date;
  /** Midnight after the last day in the class zone: the labs go away at this instant. */
  endDate: Date;
  instructor: string;
  attendees: number;
  /** One username (full e-mail address) per attendee. */
  emails: string[];
  passphrase: string;
  /** Unique stem of the usernames; kept when the class is renamed so usernames stay stable. */
  slug: string;
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
  delete(id: string): Promise<boolean>;
}

/** The states a machine settles in (the client-side SUSPEND marker is never stored), for the adapters. */
export type { SettledPowerState };

/** A lab machine as the simulated hypervisor persists it (its inventory survives a restart). */
export interface MachineRecord {
  vm: string;
  labId: string;
  templateVm: string;
  name: string;
  /** The state before the operation in progress, if any; see `busy`. */
  powerState: SettledPowerState;
  tools: boolean;
  position: number;
  /**
   * Cloned by provisioning and not yet powered on by it. Kept durably so that a crash between the clone and
   * its first boot is finished after a restart, while a machine a student powered off stays off.
   */
  awaitingFirstBoot: boolean;
  /**
   * The operation in progress: it settles into `result` at `until`, whichever instance looks (the instance that
   * started it may have died). Stored, so every instance sees the transition and refuses a second operation.
   */
  busy: { operation: PowerOperation; until: Date; result: SettledPowerState } | null;
}

export type OperationStart = 'started' | 'busy' | 'changed' | 'missing';

export interface MachineRepository {
  list(labId?: string): Promise<MachineRecord[]>;
  get(vm: string): Promise<MachineRecord | undefined>;
  insert(machine: MachineRecord): Promise<void>;
  /**
   * Starts an operation if the machine is idle (or its last operation has settled by `now`) and in `expected`:
   * one atomic statement, so two instances never run two operations on one machine.
   */
  beginOperation(
    vm: string,
    expected: SettledPowerState,
    busy: NonNullable<MachineRecord['busy']>,
    now: Date,
  ): Promise<OperationStart>;
  /** Records the operation as settled (early, or at its time): no-op if the machine or operation is gone. */
  settle(vm: string, busy: NonNullable<MachineRecord['busy']>): Promise<boolean>;
  /** Deletes every machine of the lab in one statement: a crash never leaves half of a reverted lab behind. */
  deleteLab(labId: string): Promise<void>;
}

/** One-time console tickets, shared by every instance: a ticket issued on one opens on another, once. */
export interface TicketRepository {
  insert(ticket: { token: string; vm: string; name: string; labId: string; expiresAt: Date }): Promise<void>;
  /** Deletes and returns the ticket if it has not expired by `now`; one caller at most gets it. */
  take(token: string, now: Date): Promise<{ vm: string; name: string; labId: string } | undefined>;
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

/** Raised hands: at most one per student of a class, with the instant it went up. */
export interface HelpRequestRepository {
  /** The class's raised hands by student e-mail. */
  listByClass(classId: string): Promise<Map<string, Date>>;
  get(classId: string, email: string): Promise<Date | undefined>;
  /** Raises the hand; a hand already up keeps the instant it was first raised. Answers that instant. */
  raise(classId: string, email: string, at: Date): Promise<Date>;
  /** Lowers the hand (nothing happens when it is down). */
  lower(classId: string, email: string): Promise<void>;
}

export interface Repositories {
  courses: CourseRepository;
  classes: ClassRepository;
  machines: MachineRepository;
  tickets: TicketRepository;
  signInFailures: FailureLog;
  identity: IdentityStore;
  helpRequests: HelpRequestRepository;
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

// ---- Hypervisor ----------------------------------------------------------------------------------------------

export interface TemplateMachine {
  vm: string;
  name: string;
  /** Whether VMware Tools run in the guest: guest shutdown and reboot need them. */
  tools: boolean;
}

export interface TemplateFolder {
  folder: string;
  name: string;
  vms: TemplateMachine[];
}

/** Hypervisor-level operations a power command turns into. */
export type PowerOperation =
  | 'power-on'
  | 'resume'
  | 'power-off'
  | 'shutdown-guest'
  | 'reboot-guest'
  | 'reset'
  | 'suspend';

export interface HypervisorMachine {
  vm: string;
  name: string;
  labId: string;
  templateVm: string;
  powerState: SettledPowerState;
  tools: boolean;
  position: number;
  awaitingFirstBoot: boolean;
  /** The operation in progress, if any: a machine runs one operation at a time. */
  busy: PowerOperation | null;
}

export interface OperationOptions {
  /** Skip the simulated duration (demo seeding). */
  immediate?: boolean;
  /** Abandons the operation (the lab is being reverted or removed). */
  signal?: AbortSignal;
}

export interface Hypervisor {
  templateFolders(): Promise<TemplateFolder[]>;
  labIds(): Promise<string[]>;
  labMachines(labId: string): Promise<HypervisorMachine[]>;
  machine(vm: string): Promise<HypervisorMachine | undefined>;
  /** Clones a template into the lab, powered off; resolves once the clone exists. */
  cloneTemplate(
    labId: string,
    template: TemplateMachine,
    position: number,
    options?: OperationOptions,
  ): Promise<HypervisorMachine>;
  /**
   * Runs one operation and resolves with the settled state once it completes. Rejects with a 'conflict'
   * DomainError when the machine is busy or no longer in `expected`, 'not_found' when it is gone.
   */
  runOperation(
    vm: string,
    operation: PowerOperation,
    expected: SettledPowerState,
    options?: OperationOptions,
  ): Promise<SettledPowerState>;
  /** Hard power-off and delete of every machine of the lab, at once. */
  destroyLab(labId: string): Promise<void>;
  /**
   * How long until the lab's earliest running step (a clone or a power operation) completes, in ms; null when
   * none runs. The next change a student could see in that lab is due then.
   */
  nextStepInMs(labId: string): Promise<number | null>;
}

// ---- Console and identity ------------------------------------------------------------------------------------

export interface ConsoleTickets {
  /** A ticket for one machine of one lab; it dies with the machine's power or the lab (see MachineChangeListener). */
  issueTicket(machine: { vm: string; name: string; labId: string }): Promise<{ token: string; expiresAt: Date }>;
}

/**
 * Told by the hypervisor adapter after each settled change of a machine: CREATED when provisioning cloned it, its
 * new power state, or DELETED when a revert or a lab's removal (class deleted, ended or moved) took it away. The
 * console uses it to end access, the class's push channel to tell the instructor.
 */
export type MachineChangeListener = (
  machine: { vm: string; labId: string },
  state: SettledPowerState | 'CREATED' | 'DELETED',
) => void;

/** Pictures of a machine's screen, from the framebuffer its console serves. */
export interface ConsoleScreens {
  /** The machine's current screen as a PNG. */
  screenshot(machine: { vm: string; name: string; labId: string }): Uint8Array;
}

// ---- Push channel ------------------------------------------------------------------------------------------

/**
 * Changes of a class's labs, told to whoever watches the class (the instructor's monitor). In process for one
 * instance; with several instances an adapter over PostgreSQL LISTEN/NOTIFY takes its place.
 */
export interface ClassEvents {
  publish(classId: string, change: ClassLabChange): void;
  /** Tells every watcher of the class, on every instance, that the class was deleted. */
  publishDeleted(classId: string): void;
  /** Tells the watcher every later change of the class until the returned function is called. */
  subscribe(classId: string, watcher: ClassWatcher): () => void;
  /** Watchers subscribed on this instance: one per open push channel, so a leak shows as a count that only grows. */
  watcherCount(): number;
}

export interface ClassWatcher {
  changed(change: ClassLabChange): void;
  /** The class was deleted: the watcher is unsubscribed already and hears nothing more. */
  deleted(): void;
}

export interface InstructorIdentity {
  subject: string;
  email: string | undefined;
  /** When the access token expires (its `exp`); whatever it opened must not outlive it. */
  expiresAt: Date | undefined;
}

export interface TokenVerifier {
  /**
   * Resolves with the instructor, or rejects with an 'unauthorized' DomainError (no valid token of the portal) or
   * a 'forbidden' one (a valid token of someone who is not an instructor).
   */
  verify(token: string): Promise<InstructorIdentity>;
}

export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}
