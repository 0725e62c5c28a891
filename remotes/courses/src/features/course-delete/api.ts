import { apiPaths } from '@academy/contracts';
import { instructorRequest, type InstructorCall } from '@/shared/api/instructor-request';

/** DELETE /api/training-course/{id}. */
export function deleteCourse(call: InstructorCall, id: string): Promise<void> {
  return instructorRequest<void>(call, apiPaths.courseById(id), { method: 'DELETE' });
}
