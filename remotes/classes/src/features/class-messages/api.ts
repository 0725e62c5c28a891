import { type InstructorApi, instructorRequest } from '@academy/auth/instructor-api';
import { apiPaths, type ClassMessage, type InstructorMessageInput } from '@academy/contracts';

export function fetchClassMessages(api: InstructorApi, classId: string): Promise<ClassMessage[]> {
  return instructorRequest<ClassMessage[]>(api, apiPaths.classMessages(classId));
}

export function sendClassMessage(
  api: InstructorApi,
  { classId, input }: { classId: string; input: InstructorMessageInput },
): Promise<ClassMessage> {
  return instructorRequest<ClassMessage>(api, apiPaths.classMessages(classId), { method: 'POST', body: input });
}
