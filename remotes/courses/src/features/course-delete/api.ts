import { apiPaths } from '@academy/api';
import { type InstructorApi, instructorRequest } from '@academy/auth/instructor-api';

/** DELETE /api/training-course/{id}. */
export function deleteCourse(api: InstructorApi, id: string): Promise<void> {
  return instructorRequest<void>(api, apiPaths.courseById(id), { method: 'DELETE' });
}
