import { apiPaths, type Folder } from '@academy/contracts';
import { instructorRequest, type InstructorApi } from '@academy/auth/instructor-api';

/** GET /api/training-course/folder: the template folders and their machines. */
export function fetchFolders(api: InstructorApi): Promise<Folder[]> {
  return instructorRequest<Folder[]>(api, apiPaths.folders);
}
