import { type InstructorApi, instructorRequest } from '@academy/auth/instructor-api';
import { apiPaths, type ConsoleWatchSession } from '@academy/contracts';

/** GET /api/training-class/{id}/console-sessions: instructors' sessions at students' consoles, newest first. */
export function fetchConsoleSessions(api: InstructorApi, classId: string): Promise<ConsoleWatchSession[]> {
  return instructorRequest<ConsoleWatchSession[]>(api, apiPaths.classConsoleSessions(classId));
}
