import { apiPaths, type HelpRequestState } from '@academy/api';
import { type InstructorApi, instructorRequest } from '@academy/auth/instructor-api';

/** 'Claim': tells the student and the other instructors that this instructor is coming. */
export function claimStudentHand(api: InstructorApi, { classId, email }: { classId: string; email: string }) {
  return instructorRequest<HelpRequestState>(api, apiPaths.classLabHelpClaim(classId, email), { method: 'POST' });
}
