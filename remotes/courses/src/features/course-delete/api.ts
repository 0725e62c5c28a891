import { apiPaths } from '@academy/contracts';
import { instructorRequest, type InstructorApi } from '@academy/auth/instructor-api';

/** DELETE /api/training-course/{id}. */
export function deleteCourse(api: InstructorApi, id: string): Promise<void> {
  return instructorRequest<void>(api, apiPaths.courseById(id), { method: 'DELETE' });
}
