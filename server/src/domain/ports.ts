import type { ClassLabChange, PowerState, TrainingCourse } from '@academy/contracts';

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

/** Settled states only: the client-side SUSPEND marker is never stored. */
export type SettledPowerState = Exclude<PowerState, 'SUSPEND'>;

/** A lab machine as the simulated hypervisor persists it (its inventory survives a restart). */
export interface MachineRecord {
  vm: string;
  labId: string;
  templateVm: string;
  name: string;
  powerState: SettledPowerState;
  tools: boolean;
  position: number;
  /**
   * Cloned by provisioning and not yet powered on by it. Kept durably so that a crash between the clone and
   * its first boot is finished after a restart, while a machine a student powered off stays off.
   */
  awaitingFirstBoot: boolean;
}

export interface MachineRepository {
  list(): Promise<MachineRecord[]>;
  save(machine: MachineRecord): Promise<void>;
  /** Deletes every machine of the lab in one statement: a crash never leaves half of a reverted lab behind. */
  deleteLab(labId: string): Promise<void>;
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
  helpRequests: HelpRequestRepository;
}

export interface Storage extends Repositories {
  /** Runs the work atomically: either every write lands or none does. */
  transaction<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
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
  issueTicket(machine: { vm: string; name: string; labId: string }): { token: string; expiresAt: Date };
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
  /** Calls the listener with every later change of the class until the returned function is called. */
  subscribe(classId: string, listener: (change: ClassLabChange) => void): () => void;
}

export interface InstructorIdentity {
  subject: string;
  email: string | undefined;
}

export interface TokenVerifier {
  /** Resolves with the instructor, or rejects with an 'unauthorized' DomainError. */
  verify(token: string): Promise<InstructorIdentity>;
}

export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}
