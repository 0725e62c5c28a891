import { apiPaths, type Folder } from '@academy/api';
import { type InstructorApi, instructorRequest } from '@academy/auth/instructor-api';

/** GET /api/training-course/folder: the template folders and their machines. */
export function fetchFolders(api: InstructorApi): Promise<Folder[]> {
  return instructorRequest<Folder[]>(api, apiPaths.folders);
}
