import {
  apiPaths,
  type CheckAnswer,
  type ManualProgress,
  type ManualProgressInput,
  type StudentChecks,
  type StudentManual,
} from '@academy/api';
import { type StudentApi, studentRequest } from '@academy/auth';

/** The checks' readers, fetched only by a manual that has checks: /view without one carries none of them. */
const checkAnswers = () => import('./check-answers');

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

/** GET /api/training-class/manual/checks: where the student stands with each check of the manual. */
export async function fetchStudentChecks(api: StudentApi): Promise<StudentChecks> {
  const [body, { parseStudentChecks }] = await Promise.all([
    studentRequest<unknown>(api, apiPaths.checks),
    checkAnswers(),
  ]);
  return parseStudentChecks(body);
}

/** A check runs in the guest for at most 120 s (its time-out): the call waits that long and a little more. */
export const CHECK_CALL_TIMEOUT_MS = 150_000;

/** POST /api/training-class/manual/checks/{checkId}: runs the check in the student's machine, answers its verdict. */
export async function runStudentCheck({ checkId, ...api }: StudentApi & { checkId: string }): Promise<CheckAnswer> {
  const [body, { parseCheckAnswer }] = await Promise.all([
    studentRequest<unknown>(api, apiPaths.check(checkId), { method: 'POST', timeoutMs: CHECK_CALL_TIMEOUT_MS }),
    checkAnswers(),
  ]);
  return parseCheckAnswer(body);
}
