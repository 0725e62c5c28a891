import { type InstructorApi, instructorRequest } from '@academy/auth/instructor-api';
import { apiPaths } from '@academy/contracts';

/** Lowers a student's raised hand: 'Lower hand' on their card, 'Done' in the help queue. The answer is not read. */
export async function lowerStudentHand(
  api: InstructorApi,
  { classId, email }: { classId: string; email: string },
): Promise<void> {
  await instructorRequest(api, apiPaths.classLabHelp(classId, email), { method: 'DELETE' });
}
