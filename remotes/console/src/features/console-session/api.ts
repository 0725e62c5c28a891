import { apiPaths, type ConsoleTicket, type ConsoleWatchMode, consoleTicketAnswerOf } from '@academy/api';
import { fetchClassConsoleTicket, type StudentApi, studentRequest } from '@academy/auth';

export interface TicketRequest extends StudentApi {
  vm: string;
  /** The class monitor opened this console: the instructor's call gives the ticket. */
  instructor?: { classId: string; accessToken: string; mode: ConsoleWatchMode };
}

/**
 * A fresh one-time console address: the student's ticket call, or the instructor's for a class monitor's console;
 * its answer read field by field (AnswerError when it is not one).
 */
export async function requestTicket({ instructor, vm, ...api }: TicketRequest): Promise<ConsoleTicket> {
  const answer: unknown = instructor
    ? await fetchClassConsoleTicket(
        { apiBaseUrl: api.apiBaseUrl, accessToken: instructor.accessToken },
        instructor.classId,
        vm,
        instructor.mode,
      )
    : await studentRequest<unknown>(api, apiPaths.machineTicket(vm), { method: 'POST' });
  return consoleTicketAnswerOf(answer);
}
