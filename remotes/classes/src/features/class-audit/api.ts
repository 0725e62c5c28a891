import { type InstructorApi, instructorRequest } from '@academy/auth/instructor-api';
import { arrayOf, isAuditEntry, parseAnswer } from '@academy/contract-checks';
import { type AuditEntry, apiPaths } from '@academy/contracts';

/** GET /api/training-class/{id}/audit: the class's trail, newest first. */
export async function fetchAuditTrail(api: InstructorApi, classId: string): Promise<AuditEntry[]> {
  const path = apiPaths.classAudit(classId);
  return parseAnswer(await instructorRequest(api, path), arrayOf(isAuditEntry), path);
}
