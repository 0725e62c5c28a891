import type { ConsoleTicket, ConsoleWatchMode } from '@academy/api';
import { fetchClassConsoleTicket, fetchConsoleTicket, type StudentApi } from '@academy/auth';

export interface TicketRequest extends StudentApi {
  vm: string;
  /** The class monitor opened this console: the instructor's call gives the ticket. */
  instructor?: { classId: string; accessToken: string; mode: ConsoleWatchMode };
}

/** A fresh one-time console address: the student's ticket call, or the instructor's for a class monitor's console. */
export function requestTicket({ instructor, ...request }: TicketRequest): Promise<ConsoleTicket> {
  return instructor
    ? fetchClassConsoleTicket(
        { apiBaseUrl: request.apiBaseUrl, accessToken: instructor.accessToken },
        instructor.classId,
        request.vm,
        instructor.mode,
      )
    : fetchConsoleTicket(request);
}
