import { type InstructorApi, instructorRequest } from '@academy/auth/instructor-api';
import { isClassUsage, parseAnswer } from '@academy/contract-checks';
import { apiPaths, type ClassUsage } from '@academy/contracts';

/** GET /api/training-class/{id}/usage: powered-on machine-minutes per student and day. */
export async function fetchUsage(api: InstructorApi, classId: string): Promise<ClassUsage> {
  const path = apiPaths.classUsage(classId);
  return parseAnswer(await instructorRequest(api, path), isClassUsage, path);
}
