import { apiPaths, type ClassUsage } from '@academy/api';
import { type InstructorApi, instructorRequest } from '@academy/auth/instructor-api';

/** GET /api/training-class/{id}/usage: powered-on machine-minutes per student and day. */
export function fetchUsage(api: InstructorApi, classId: string): Promise<ClassUsage> {
  return instructorRequest<ClassUsage>(api, apiPaths.classUsage(classId));
}
