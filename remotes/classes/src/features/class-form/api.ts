import { type InstructorApi, instructorRequest } from '@academy/auth/instructor-api';

/** GET /api/course, for the Course picker: the call the courses remote's list makes too. */
export { fetchCourses } from '@academy/auth/instructor-api';

import { apiPaths, type TrainingClass, type TrainingClassInput } from '@academy/api';

/** POST /api/training-class; its answer is not used (spec §7). */
export async function createClass(api: InstructorApi, input: TrainingClassInput): Promise<void> {
  await instructorRequest<unknown>(api, apiPaths.classes, { method: 'POST', body: input });
}

export interface ClassUpdate {
  id: string;
  input: TrainingClassInput;
}

/** PUT /api/training-class/{id}; the answer's id, endDate and status are used. */
export function updateClass(api: InstructorApi, { id, input }: ClassUpdate): Promise<TrainingClass> {
  return instructorRequest<TrainingClass>(api, apiPaths.classById(id), { method: 'PUT', body: input });
}
