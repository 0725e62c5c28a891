import { apiPaths, type Folder } from '@academy/contracts';
import { instructorRequest, type InstructorCall } from '@/shared/api/instructor-request';

/** GET /api/training-course/folder: the template folders and their machines. */
export function fetchFolders(call: InstructorCall): Promise<Folder[]> {
  return instructorRequest<Folder[]>(call, apiPaths.folders);
}
