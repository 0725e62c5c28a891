import { type InstructorApi, instructorRequest } from '@academy/auth/instructor-api';
import { apiPaths } from '@academy/contracts';

/** DELETE /api/training-course/{id}. */
export function deleteCourse(api: InstructorApi, id: string): Promise<void> {
  return instructorRequest<void>(api, apiPaths.courseById(id), { method: 'DELETE' });
}
