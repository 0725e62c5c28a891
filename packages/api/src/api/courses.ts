import type { MachineFileFolder } from './guest-files';
import type { MachineKeyboardLayout } from './typing';

export type CourseStatus = 'ACTIVE' | 'ARCHIVED';

/** Spec §3 "Training course". */
export interface TrainingCourse {
  id: string;
  name: string;
  description: string;
  folder: string;
  status: CourseStatus;
  vms: string[];
  /**
   * The course's lab manual (Markdown, its level-2 headings start the steps); '' when it has none. The server always
   * sends it; optional for code written before manuals.
   */
  manual?: string;
  /** The manual's saved version (new classes read this one); null when the course has no manual. */
  manualVersion?: number | null;
  /** The account each machine's checks run as, one per machine that has one; absent from a server older than checks. */
  guestAccounts?: GuestAccount[];
  /**
   * The guest keyboard layout of each machine that sets one (text is typed into the others in US); absent from a
   * server older than typing.
   */
  keyboardLayouts?: MachineKeyboardLayout[];
  /**
   * The folder files sent into each machine go to, one per machine that sets one (the others: the guest account's
   * Desktop in Windows, its home in Linux); absent from a server older than sending files.
   */
  fileFolders?: MachineFileFolder[];
}

/** The account a course machine's checks sign in to its guest with. The password never leaves the server. */
export interface GuestAccount {
  /** The course machine's template (one of the course's `vms`). */
  vm: string;
  username: string;
  /** Whether a password is stored (sealed; no answer carries it). */
  passwordSet: boolean;
}

/**
 * A machine's account as a course form saves it. `password`: a new one to store; null clears it; absent keeps the
 * stored one (the form never has it to send back).
 */
export interface GuestAccountInput {
  vm: string;
  username: string;
  password?: string | null;
}

/**
 * Body of POST /api/training-course and PUT /api/training-course/{id}. A body without `manual` (a course form older
 * than manuals) keeps the course's manual as it is; one without `guestAccounts` keeps the accounts as they are, and
 * one with it lists every account the course keeps (a machine left out loses its account).
 */
export type TrainingCourseInput = Omit<
  TrainingCourse,
  'id' | 'manual' | 'manualVersion' | 'guestAccounts' | 'keyboardLayouts' | 'fileFolders'
> & {
  manual?: string;
  guestAccounts?: GuestAccountInput[];
  /** Absent keeps the stored layouts; present lists every machine's that is not US (a machine left out types in US). */
  keyboardLayouts?: MachineKeyboardLayout[];
  /**
   * Absent keeps the stored folders; present lists every machine's that is not the default (guestFolderProblem's
   * rule: an absolute path of the guest's family).
   */
  fileFolders?: MachineFileFolder[];
};

/** The guest operating system's family: which interpreter a manual's check runs with (sh; PowerShell or cmd). */
export type GuestOs = 'linux' | 'windows';

/** A template machine inside a folder. */
export interface FolderMachine {
  vm: string;
  name: string;
  /** Its guest's family; absent from a server older than manual checks. */
  guestOs?: GuestOs;
}

/** Spec §3 "Folder": an entry of GET /api/training-course/folder. */
export interface Folder {
  folder: string;
  name: string;
  vms: FolderMachine[];
}
