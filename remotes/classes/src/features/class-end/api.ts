import { type InstructorApi, instructorRequest } from '@academy/auth/instructor-api';
import { isTrainingClass, parseAnswer } from '@academy/contract-checks';
import { apiPaths, type ClassEndChange, type TrainingClass } from '@academy/contracts';

/** POST /api/training-class/{id}/end: extends the running class, or sets its new end; answers the class after. */
export async function moveClassEnd(
  api: InstructorApi,
  { classId, change }: { classId: string; change: ClassEndChange },
): Promise<TrainingClass> {
  const path = apiPaths.classEnd(classId);
  return parseAnswer(await instructorRequest(api, path, { method: 'POST', body: change }), isTrainingClass, path);
}
