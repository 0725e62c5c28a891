import { apiPaths, type TrainingClassInput } from '@academy/api';
import { type InstructorApi, instructorRequest } from '@academy/auth/instructor-api';

/** The soft delete (spec §4, §7): PUT /api/training-class/{id} with both dates set to yesterday; the answer is unused. */
export async function softDeleteClass(
  api: InstructorApi,
  { id, input }: { id: string; input: TrainingClassInput },
): Promise<void> {
  await instructorRequest<unknown>(api, apiPaths.classById(id), { method: 'PUT', body: input });
}
