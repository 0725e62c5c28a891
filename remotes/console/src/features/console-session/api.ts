import { apiPaths, type ConsoleTicket } from '@academy/contracts';
import { requestJson, studentAuthHeaders } from '@academy/auth';

export interface TicketRequest {
  apiBaseUrl: string;
  /** The student's Basic credential. */
  basic: string;
  vm: string;
}

/** A fresh one-time console address for a machine: a ticket works once, so every reconnect needs its own. */
export function fetchConsoleTicket({ apiBaseUrl, basic, vm }: TicketRequest): Promise<ConsoleTicket> {
  return requestJson<ConsoleTicket>(`${apiBaseUrl}${apiPaths.machineTicket(vm)}`, {
    method: 'POST',
    headers: studentAuthHeaders(basic),
  });
}

/** The browser clipboard's text (the browser may ask the user, or refuse). */
export function readClipboardText(): Promise<string> {
  return navigator.clipboard.readText();
}

export function writeClipboardText(text: string): Promise<void> {
  return navigator.clipboard.writeText(text);
}
