import { apiPaths, type ClassEndChange, type TrainingClass } from '@academy/api';
import { type InstructorApi, instructorRequest } from '@academy/auth/instructor-api';

/** POST /api/training-class/{id}/end: extends the running class, or sets its new end; answers the class after. */
export function moveClassEnd(
  api: InstructorApi,
  { classId, change }: { classId: string; change: ClassEndChange },
): Promise<TrainingClass> {
  return instructorRequest<TrainingClass>(api, apiPaths.classEnd(classId), { method: 'POST', body: change });
}
