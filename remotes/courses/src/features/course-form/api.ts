import { apiPaths, type TrainingCourseInput } from '@academy/contracts';
import { instructorRequest, type InstructorCall } from '@/shared/api/instructor-request';

/** POST /api/training-course (its answer is not used, spec §7). */
export async function createCourse(call: InstructorCall, input: TrainingCourseInput): Promise<void> {
  await instructorRequest<unknown>(call, apiPaths.courses, { method: 'POST', body: input });
}

export interface CourseUpdate {
  id: string;
  input: TrainingCourseInput;
}

/** PUT /api/training-course/{id}, with the same body as create. */
export async function updateCourse(call: InstructorCall, { id, input }: CourseUpdate): Promise<void> {
  await instructorRequest<unknown>(call, apiPaths.courseById(id), { method: 'PUT', body: input });
}
