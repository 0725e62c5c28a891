import { type InstructorApi, instructorRequest } from '@academy/auth/instructor-api';
import { isClassManual, parseAnswer } from '@academy/contract-checks';
import { apiPaths, type ClassManual } from '@academy/contracts';

/** GET /api/training-class/{id}/manual: the class's manual steps and every student's place in it. */
export async function fetchClassManual(api: InstructorApi, classId: string): Promise<ClassManual> {
  const path = apiPaths.classManual(classId);
  return parseAnswer(await instructorRequest(api, path), isClassManual, path);
}
