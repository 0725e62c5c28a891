import { apiPaths, STUDENT_LOGIN_TIMEOUT_MS, type StudentLoginResponse } from '@academy/api';
import { type StudentApi, studentRequest } from '@academy/auth';

/**
 * POST /api/training-class/login: the class, its machines and how many the lab should have. Shared: the login form
 * sends it with the credential just typed, the machine list with the stored one to re-fetch the lab
 * (shared/model/lab-session.ts holds both).
 */
export function logIn(api: StudentApi): Promise<StudentLoginResponse> {
  return studentRequest(api, apiPaths.studentLogin, { method: 'POST', timeoutMs: STUDENT_LOGIN_TIMEOUT_MS });
}
