import { type InstructorApi, instructorRequest } from '@academy/auth/instructor-api';
import { apiPaths, type TrainingClass } from '@academy/contracts';

/** GET /api/training-class: the instructor's classes. */
export function fetchClasses(api: InstructorApi): Promise<TrainingClass[]> {
  return instructorRequest<TrainingClass[]>(api, apiPaths.classes);
}
