import { apiPaths, type TrainingClass } from '@academy/api';
import { type InstructorApi, instructorRequest } from '@academy/auth/instructor-api';

/** GET /api/training-class: the instructor's classes. */
export function fetchClasses(api: InstructorApi): Promise<TrainingClass[]> {
  return instructorRequest<TrainingClass[]>(api, apiPaths.classes);
}
