import { type InstructorApi, instructorRequest } from '@academy/auth/instructor-api';
import type { OutgoingMessage } from '@academy/classroom';
import { arrayOf, isClassMessage, parseAnswer } from '@academy/contract-checks';
import { apiPaths, type ClassMessage, type InstructorMessageInput } from '@academy/contracts';

/** Whom the monitor writes to: the class, or one of its students (their e-mail). */
export interface ClassRecipient {
  classId: string;
  student: string | null;
}

export async function fetchClassMessages(api: InstructorApi, classId: string): Promise<ClassMessage[]> {
  const path = apiPaths.classMessages(classId);
  return parseAnswer(await instructorRequest(api, path), arrayOf(isClassMessage), path);
}

export async function sendClassMessage(
  api: InstructorApi,
  { to: { classId, student }, text }: OutgoingMessage<ClassRecipient>,
): Promise<ClassMessage> {
  const body: InstructorMessageInput = { text, to: student };
  const path = apiPaths.classMessages(classId);
  return parseAnswer(await instructorRequest(api, path, { method: 'POST', body }), isClassMessage, path);
}
