import { type StudentApi, studentRequest } from '@academy/auth';
import { arrayOf, isClassMessage, parseAnswer } from '@academy/contract-checks';
import { apiPaths, type ClassMessage } from '@academy/contracts';

/** GET /api/training-class/messages: the class's messages and the student's own conversation. */
export async function fetchStudentMessages(api: StudentApi): Promise<ClassMessage[]> {
  return parseAnswer(await studentRequest(api, apiPaths.messages), arrayOf(isClassMessage), apiPaths.messages);
}

/** POST /api/training-class/messages: a reply, to the instructors only. */
export async function sendStudentMessage(api: StudentApi, text: string): Promise<ClassMessage> {
  return parseAnswer(
    await studentRequest(api, apiPaths.messages, { method: 'POST', body: { text } }),
    isClassMessage,
    apiPaths.messages,
  );
}
