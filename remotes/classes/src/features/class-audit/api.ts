import { type AuditEntry, apiPaths } from '@academy/api';
import { type InstructorApi, instructorRequest } from '@academy/auth/instructor-api';

/** GET /api/training-class/{id}/audit: the class's trail, newest first. */
export function fetchAuditTrail(api: InstructorApi, classId: string): Promise<AuditEntry[]> {
  return instructorRequest<AuditEntry[]>(api, apiPaths.classAudit(classId));
}
