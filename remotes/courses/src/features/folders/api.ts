import { type InstructorApi, instructorRequest } from '@academy/auth/instructor-api';
import { apiPaths, type Folder } from '@academy/contracts';

/** GET /api/training-course/folder: the template folders and their machines. */
export function fetchFolders(api: InstructorApi): Promise<Folder[]> {
  return instructorRequest<Folder[]>(api, apiPaths.folders);
}
