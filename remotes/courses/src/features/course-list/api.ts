import { apiPaths, type TrainingCourse } from '@academy/contracts';
import { instructorRequest, type InstructorCall } from '@/shared/api/instructor-request';

/** GET /api/training-course. */
export function fetchCourses(call: InstructorCall): Promise<TrainingCourse[]> {
  return instructorRequest<TrainingCourse[]>(call, apiPaths.courses);
}
