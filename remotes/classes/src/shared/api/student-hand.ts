import { apiPaths, type HelpRequestState } from '@academy/api';
import { type InstructorApi, instructorRequest } from '@academy/auth/instructor-api';

/** Lowers a student's raised hand: 'Lower hand' on their card, 'Done' in the help queue. */
export function lowerStudentHand(api: InstructorApi, { classId, email }: { classId: string; email: string }) {
  return instructorRequest<HelpRequestState>(api, apiPaths.classLabHelp(classId, email), { method: 'DELETE' });
}
