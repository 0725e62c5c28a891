import { apiPaths, type ClassMessage, type InstructorMessageInput } from '@academy/api';
import { type InstructorApi, instructorRequest } from '@academy/auth/instructor-api';
import type { OutgoingMessage } from '@academy/classroom';

/** Whom the monitor writes to: the class, or one of its students (their e-mail). */
export interface ClassRecipient {
  classId: string;
  student: string | null;
}

export function fetchClassMessages(api: InstructorApi, classId: string): Promise<ClassMessage[]> {
  return instructorRequest<ClassMessage[]>(api, apiPaths.classMessages(classId));
}

export function sendClassMessage(
  api: InstructorApi,
  { to: { classId, student }, text }: OutgoingMessage<ClassRecipient>,
): Promise<ClassMessage> {
  const body: InstructorMessageInput = { text, to: student };
  return instructorRequest<ClassMessage>(api, apiPaths.classMessages(classId), { method: 'POST', body });
}
