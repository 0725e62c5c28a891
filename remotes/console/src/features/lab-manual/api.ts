import { type StudentApi, studentRequest } from '@academy/auth';
import { isManualProgress, isStudentManual, parseAnswer } from '@academy/contract-checks';
import { apiPaths, type ManualProgress, type ManualProgressInput, type StudentManual } from '@academy/contracts';

/** GET /api/training-class/manual: the class's manual and the student's own place in it. */
export async function fetchStudentManual(api: StudentApi): Promise<StudentManual> {
  return parseAnswer(await studentRequest(api, apiPaths.manual), isStudentManual, apiPaths.manual);
}

/** PUT /api/training-class/manual/progress: moves to a step and/or marks one; answers the place as stored. */
export async function saveManualProgress({
  input,
  ...api
}: StudentApi & { input: ManualProgressInput }): Promise<ManualProgress> {
  const answer = await studentRequest(api, apiPaths.manualProgress, { method: 'PUT', body: input });
  return parseAnswer(answer, isManualProgress, apiPaths.manualProgress);
}
