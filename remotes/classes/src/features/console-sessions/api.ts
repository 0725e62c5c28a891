import { type InstructorApi, instructorRequest } from '@academy/auth/instructor-api';
import { arrayOf, isConsoleWatchSession, parseAnswer } from '@academy/contract-checks';
import { apiPaths, type ConsoleWatchSession } from '@academy/contracts';

/** GET /api/training-class/{id}/console-sessions: instructors' sessions at students' consoles, newest first. */
export async function fetchConsoleSessions(api: InstructorApi, classId: string): Promise<ConsoleWatchSession[]> {
  const path = apiPaths.classConsoleSessions(classId);
  return parseAnswer(await instructorRequest(api, path), arrayOf(isConsoleWatchSession), path);
}
