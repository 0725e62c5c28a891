import { type InstructorApi, instructorRequest } from '@academy/auth/instructor-api';
import { arrayOf, isTrainingClass, parseAnswer } from '@academy/contract-checks';
import { apiPaths, type TrainingClass } from '@academy/contracts';

/** GET /api/training-class: the instructor's classes. */
export async function fetchClasses(api: InstructorApi): Promise<TrainingClass[]> {
  return parseAnswer(await instructorRequest(api, apiPaths.classes), arrayOf(isTrainingClass), apiPaths.classes);
}
