import { type InstructorApi, instructorRequest } from '@academy/auth/instructor-api';
import { apiPaths } from '@academy/contracts';

/** 'Claim': tells the student and the other instructors that this instructor is coming. The answer is not read. */
export async function claimStudentHand(
  api: InstructorApi,
  { classId, email }: { classId: string; email: string },
): Promise<void> {
  await instructorRequest(api, apiPaths.classLabHelpClaim(classId, email), { method: 'POST' });
}
