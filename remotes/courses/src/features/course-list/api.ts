import { apiPaths, type TrainingCourse } from '@academy/contracts';
import { instructorRequest, type InstructorApi } from '@academy/auth/instructor-api';

/** GET /api/training-course. */
export function fetchCourses(api: InstructorApi): Promise<TrainingCourse[]> {
  return instructorRequest<TrainingCourse[]>(api, apiPaths.courses);
}
