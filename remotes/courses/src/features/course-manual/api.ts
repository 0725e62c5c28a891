import { apiPaths, type ManualVersionUse } from '@academy/api';
import { type InstructorApi, instructorRequest } from '@academy/auth/instructor-api';

/** GET /api/training-course/{id}/manual: the course's manual versions and the classes reading each. */
export function fetchManualVersions(api: InstructorApi, courseId: string): Promise<ManualVersionUse[]> {
  return instructorRequest<ManualVersionUse[]>(api, apiPaths.courseManualVersions(courseId));
}
