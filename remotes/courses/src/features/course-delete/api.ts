import { type InstructorApi, instructorRequest } from '@academy/auth/instructor-api';
import { apiPaths } from '@academy/contracts';

/** DELETE /api/training-course/{id}; the answer is not used (spec §7). */
export async function deleteCourse(api: InstructorApi, id: string): Promise<void> {
  await instructorRequest(api, apiPaths.courseById(id), { method: 'DELETE' });
}
