import type { ConsoleTicket } from '@academy/api';
import type { IssuedTicket } from '../domain/machine-commands';

/**
 * A console ticket as the API answers it, to a student for their machine or to an instructor for a student's, with
 * the largest file the console may send into the machine (FILE_UPLOAD_MAX_BYTES), said before a file is sent.
 */
export function consoleTicketOf(issued: IssuedTicket, fileUploadMaxBytes: number): ConsoleTicket {
  return { vm: issued.vm, ticket: issued.url, expiresAt: issued.expiresAt.toISOString(), fileUploadMaxBytes };
}
