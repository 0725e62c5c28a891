import { apiPaths, type ScreensPause, type ScreensPauseInput } from '@academy/api';
import { type InstructorApi, instructorRequest } from '@academy/auth/instructor-api';

/** GET /api/training-class/{id}/screens: whether the class's screens are paused. */
export function fetchScreensPause(api: InstructorApi, classId: string): Promise<ScreensPause> {
  return instructorRequest<ScreensPause>(api, apiPaths.classScreens(classId));
}

/** PUT /api/training-class/{id}/screens: 'Pause screens' or 'Resume'. */
export function setScreensPause(
  api: InstructorApi,
  { classId, paused }: { classId: string; paused: boolean },
): Promise<ScreensPause> {
  const body: ScreensPauseInput = { paused };
  return instructorRequest<ScreensPause>(api, apiPaths.classScreens(classId), { method: 'PUT', body });
}
