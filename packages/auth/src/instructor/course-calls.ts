import { arrayOf, isTrainingCourse, parseAnswer } from '@academy/contract-checks';
import { apiPaths, type TrainingCourse } from '@academy/contracts';
import { type InstructorApi, instructorRequest } from './instructor-request';

/** GET /api/training-course: the courses page's list and the class form's Course select. */
export async function fetchCourses(api: InstructorApi): Promise<TrainingCourse[]> {
  return parseAnswer(await instructorRequest(api, apiPaths.courses), arrayOf(isTrainingCourse), apiPaths.courses);
}
