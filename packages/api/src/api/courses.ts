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
}

/**
 * Body of POST /api/training-course and PUT /api/training-course/{id}. A body without `manual` (a course form older
 * than manuals) keeps the course's manual as it is.
 */
export type TrainingCourseInput = Omit<TrainingCourse, 'id' | 'manual' | 'manualVersion'> & { manual?: string };

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
