import { apiPaths, type ClassManual } from '@academy/api';
import { type InstructorApi, instructorRequest } from '@academy/auth/instructor-api';

/** GET /api/training-class/{id}/manual: the class's manual steps and every student's place in it. */
export function fetchClassManual(api: InstructorApi, classId: string): Promise<ClassManual> {
  return instructorRequest<ClassManual>(api, apiPaths.classManual(classId));
}
