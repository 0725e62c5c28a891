import type { ConsoleTicket } from '@academy/api';
import type { IssuedTicket } from '../domain/machine-commands';

/** A console ticket as the API answers it, to a student for their machine or to an instructor for a student's. */
export function consoleTicketOf(issued: IssuedTicket): ConsoleTicket {
  return { vm: issued.vm, ticket: issued.url, expiresAt: issued.expiresAt.toISOString() };
}
