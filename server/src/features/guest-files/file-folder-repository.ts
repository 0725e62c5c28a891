import type { MachineFileFolder } from '@academy/api';

/** Each course machine's folder for files sent into it, as stored: a machine without one uses its account's default. */
export interface FileFolderRepository {
  listByCourse(courseId: string): Promise<MachineFileFolder[]>;
  /** Every course's folders, by course id (the course list). */
  byCourse(): Promise<Map<string, MachineFileFolder[]>>;
  get(courseId: string, vm: string): Promise<string | undefined>;
  /** The course's folders become exactly these. */
  replace(courseId: string, folders: readonly MachineFileFolder[]): Promise<void>;
}
