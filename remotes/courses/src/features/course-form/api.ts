import { apiPaths, type TrainingCourseInput } from '@academy/api';
import { type InstructorApi, instructorRequest } from '@academy/auth/instructor-api';

/** POST /api/training-course (its answer is not used, spec §7). */
export async function createCourse(api: InstructorApi, input: TrainingCourseInput): Promise<void> {
  await instructorRequest<unknown>(api, apiPaths.courses, { method: 'POST', body: input });
}

export interface CourseUpdate {
  id: string;
  input: TrainingCourseInput;
}

/** PUT /api/training-course/{id}, with the same body as create. */
export async function updateCourse(api: InstructorApi, { id, input }: CourseUpdate): Promise<void> {
  await instructorRequest<unknown>(api, apiPaths.courseById(id), { method: 'PUT', body: input });
}
