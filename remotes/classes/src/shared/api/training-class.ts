import { type InstructorApi, instructorRequest } from '@academy/auth/instructor-api';
import { apiPaths, type TrainingClass, type TrainingClassInput } from '@academy/contracts';

/** The instructor's class calls of spec §7, used by both the list and the form. */

export function fetchClasses(api: InstructorApi): Promise<TrainingClass[]> {
  return instructorRequest<TrainingClass[]>(api, apiPaths.classes);
}

/** POST /api/training-class; its answer is not used (spec §7). */
export async function createClass(api: InstructorApi, input: TrainingClassInput): Promise<void> {
  await instructorRequest<unknown>(api, apiPaths.classes, { method: 'POST', body: input });
}

/** PUT /api/training-class/{id}: the edit and the soft delete; the answer's id, endDate and status are used. */
export function updateClass(api: InstructorApi, id: string, input: TrainingClassInput): Promise<TrainingClass> {
  return instructorRequest<TrainingClass>(api, apiPaths.classById(id), { method: 'PUT', body: input });
}
