import { type InstructorApi, instructorRequest } from '@academy/auth/instructor-api';
import { arrayOf, isFolder, parseAnswer } from '@academy/contract-checks';
import { apiPaths, type Folder } from '@academy/contracts';

/** GET /api/training-course/folder: the template folders and their machines. */
export async function fetchFolders(api: InstructorApi): Promise<Folder[]> {
  return parseAnswer(await instructorRequest(api, apiPaths.folders), arrayOf(isFolder), apiPaths.folders);
}
