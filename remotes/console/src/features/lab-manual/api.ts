import { apiPaths, type ManualProgress, type ManualProgressInput, type StudentManual } from '@academy/api';
import { type StudentApi, studentRequest } from '@academy/auth';

/** GET /api/training-class/manual: the class's manual and the student's own place in it. */
export function fetchStudentManual(api: StudentApi): Promise<StudentManual> {
  return studentRequest<StudentManual>(api, apiPaths.manual);
}

/** PUT /api/training-class/manual/progress: moves to a step and/or marks one; answers the place as stored. */
export function saveManualProgress({
  input,
  ...api
}: StudentApi & { input: ManualProgressInput }): Promise<ManualProgress> {
  return studentRequest<ManualProgress>(api, apiPaths.manualProgress, { method: 'PUT', body: input });
}
