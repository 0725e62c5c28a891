export type CourseStatus = 'ACTIVE' | 'ARCHIVED';

/** Spec §3 "Training course". */
export interface TrainingCourse {
  id: string;
  name: string;
  description: string;
  folder: string;
  status: CourseStatus;
  vms: string[];
}

/** Body of POST /api/training-course and PUT /api/training-course/{id}. */
export type TrainingCourseInput = Omit<TrainingCourse, 'id'>;

/** A template machine inside a folder. */
export interface FolderMachine {
  vm: string;
  name: string;
}

/** Spec §3 "Folder": an entry of GET /api/training-course/folder. */
export interface Folder {
  folder: string;
  name: string;
  vms: FolderMachine[];
}
