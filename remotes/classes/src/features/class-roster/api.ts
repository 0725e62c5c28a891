import { apiPaths, type RosterRowInput } from '@academy/api';
import { type InstructorApi, instructorRequest } from '@academy/auth/instructor-api';

/** The roster's calls (Bearer token). Their answers are not used: the roster is read again after each. */

export { fetchClassRoster } from '@/shared/api/class-roster';

export interface StudentCall {
  classId: string;
  /** The student's username, the roster's key. */
  username: string;
}

/** POST …/roster/{username}/resend: a new link, which ends the old one, sent again (or shown, mail off). */
export async function resendInvitation(api: InstructorApi, { classId, username }: StudentCall): Promise<void> {
  await instructorRequest<unknown>(api, apiPaths.classRosterResend(classId, username), { method: 'POST' });
}

/** POST …/roster/{username}/revoke: the link stops working at once; the student keeps their lab. */
export async function revokeLink(api: InstructorApi, { classId, username }: StudentCall): Promise<void> {
  await instructorRequest<unknown>(api, apiPaths.classRosterRevoke(classId, username), { method: 'POST' });
}

/** POST …/roster: a student joins the class (a lab at once while it runs, an invitation queued). */
export async function addStudent(
  api: InstructorApi,
  { classId, student }: { classId: string; student: RosterRowInput },
): Promise<void> {
  await instructorRequest<unknown>(api, apiPaths.classRoster(classId), { method: 'POST', body: student });
}

/** DELETE …/roster/{username}: the student leaves (their link ends, their lab is torn down). */
export async function removeStudent(api: InstructorApi, { classId, username }: StudentCall): Promise<void> {
  await instructorRequest<unknown>(api, apiPaths.classRosterStudent(classId, username), { method: 'DELETE' });
}
