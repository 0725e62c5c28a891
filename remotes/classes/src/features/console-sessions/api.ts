import { apiPaths, type ConsoleWatchSession } from '@academy/api';
import { type InstructorApi, instructorRequest } from '@academy/auth/instructor-api';

/** GET /api/training-class/{id}/console-sessions: instructors' sessions at students' consoles, newest first. */
export function fetchConsoleSessions(api: InstructorApi, classId: string): Promise<ConsoleWatchSession[]> {
  return instructorRequest<ConsoleWatchSession[]>(api, apiPaths.classConsoleSessions(classId));
}
