import { apiPaths, type TrainingCourse } from '@academy/api';
import { type InstructorApi, instructorRequest } from './instructor-request';

/** GET /api/training-course: the courses page's list and the class form's Course select. */
export function fetchCourses(api: InstructorApi): Promise<TrainingCourse[]> {
  return instructorRequest<TrainingCourse[]>(api, apiPaths.courses);
}
