import { apiPaths, type ClassRoster } from '@academy/api';
import { type InstructorApi, instructorRequest } from '@academy/auth/instructor-api';
import { parseClassRoster } from './roster-answer';

/** GET /api/training-class/{id}/roster: the class's named students and their invitations, parsed. */
export async function fetchClassRoster(api: InstructorApi, classId: string): Promise<ClassRoster> {
  return parseClassRoster(await instructorRequest<unknown>(api, apiPaths.classRoster(classId)));
}
