import { apiPaths, type ClassMessage } from '@academy/api';
import { type StudentApi, studentRequest } from '@academy/auth';

/** GET /api/training-class/messages: the class's messages and the student's own conversation. */
export function fetchStudentMessages(api: StudentApi): Promise<ClassMessage[]> {
  return studentRequest<ClassMessage[]>(api, apiPaths.messages);
}

/** POST /api/training-class/messages: a reply, to the instructors only. */
export function sendStudentMessage(api: StudentApi, text: string): Promise<ClassMessage> {
  return studentRequest<ClassMessage>(api, apiPaths.messages, { method: 'POST', body: { text } });
}
