import { type InstructorApi, instructorRequest } from '@academy/auth/instructor-api';
import { isScreensPause, parseAnswer } from '@academy/contract-checks';
import { apiPaths, type ScreensPause, type ScreensPauseInput } from '@academy/contracts';

/** GET /api/training-class/{id}/screens: whether the class's screens are paused. */
export async function fetchScreensPause(api: InstructorApi, classId: string): Promise<ScreensPause> {
  const path = apiPaths.classScreens(classId);
  return parseAnswer(await instructorRequest(api, path), isScreensPause, path);
}

/** PUT /api/training-class/{id}/screens: 'Pause screens' or 'Resume'. */
export async function setScreensPause(
  api: InstructorApi,
  { classId, paused }: { classId: string; paused: boolean },
): Promise<ScreensPause> {
  const body: ScreensPauseInput = { paused };
  const path = apiPaths.classScreens(classId);
  return parseAnswer(await instructorRequest(api, path, { method: 'PUT', body }), isScreensPause, path);
}
