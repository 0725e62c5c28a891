import { apiPaths, type CheckEveryoneStarted, type ClassChecks } from '@academy/api';
import { type InstructorApi, instructorRequest } from '@academy/auth/instructor-api';
import { parseCheckEveryoneStarted, parseClassChecks } from './answers';

/** GET /api/training-class/{id}/checks: the class's checks × its students. */
export async function fetchClassChecks(api: InstructorApi, classId: string): Promise<ClassChecks> {
  return parseClassChecks(await instructorRequest<unknown>(api, apiPaths.classChecks(classId)));
}

/** POST /api/training-class/{id}/checks/{checkId}/everyone: "Check everyone"; the verdicts come pushed. */
export async function startCheckEveryone(
  api: InstructorApi,
  { classId, checkId }: { classId: string; checkId: string },
): Promise<CheckEveryoneStarted> {
  const body = await instructorRequest<unknown>(api, apiPaths.classCheckEveryone(classId, checkId), { method: 'POST' });
  return parseCheckEveryoneStarted(body);
}
