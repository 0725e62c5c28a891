import { type InstructorApi, instructorRequest } from '@academy/auth/instructor-api';
import {
  apiPaths,
  type ConsoleTicket,
  type HelpRequestState,
  HttpError,
  type PowerStateResponse,
  type StudentLab,
} from '@academy/contracts';
import type { PowerCommand } from '@academy/power-rules';

/** The class monitor's calls (Bearer token). */

export function fetchClassLabs(api: InstructorApi, classId: string): Promise<StudentLab[]> {
  return instructorRequest<StudentLab[]>(api, apiPaths.classLabs(classId));
}

export function sendClassMachineCommand(
  api: InstructorApi,
  { classId, vm, command }: { classId: string; vm: string; command: PowerCommand },
): Promise<PowerStateResponse> {
  return instructorRequest<PowerStateResponse>(api, apiPaths.classMachineCommand(classId, vm, command), {
    method: 'POST',
  });
}

export function fetchClassMachineTicket(
  api: InstructorApi,
  { classId, vm }: { classId: string; vm: string },
): Promise<ConsoleTicket> {
  return instructorRequest<ConsoleTicket>(api, apiPaths.classMachineTicket(classId, vm), { method: 'POST' });
}

export function revertStudentLab(api: InstructorApi, { classId, email }: { classId: string; email: string }) {
  return instructorRequest<StudentLab>(api, apiPaths.classLabRevert(classId, email), { method: 'POST' });
}

export function lowerStudentHand(api: InstructorApi, { classId, email }: { classId: string; email: string }) {
  return instructorRequest<HelpRequestState>(api, apiPaths.classLabHelp(classId, email), { method: 'DELETE' });
}

/** The machine's screen as a PNG blob: an <img> could not send the bearer token. */
export async function fetchScreenshot(
  api: InstructorApi,
  { classId, vm, signal }: { classId: string; vm: string; signal: AbortSignal },
): Promise<Blob> {
  const response = await fetch(`${api.apiBaseUrl.replace(/\/+$/, '')}${apiPaths.classMachineScreenshot(classId, vm)}`, {
    headers: { Authorization: `Bearer ${api.accessToken}` },
    signal,
  });
  if (!response.ok) throw new HttpError(response.status, response.statusText);
  return response.blob();
}
