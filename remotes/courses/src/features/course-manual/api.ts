import { type InstructorApi, instructorRequest } from '@academy/auth/instructor-api';
import { arrayOf, isManualVersionUse, parseAnswer } from '@academy/contract-checks';
import { apiPaths, type ManualVersionUse } from '@academy/contracts';

/** GET /api/training-course/{id}/manual: the course's manual versions and the classes reading each. */
export async function fetchManualVersions(api: InstructorApi, courseId: string): Promise<ManualVersionUse[]> {
  const path = apiPaths.courseManualVersions(courseId);
  return parseAnswer(await instructorRequest(api, path), arrayOf(isManualVersionUse), path);
}
