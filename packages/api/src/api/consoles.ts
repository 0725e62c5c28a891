import { answerReader } from '../answer-fields';
import { isKeyboardLayout, type KeyboardLayout } from './typing';

/** Answer of POST /api/training-class/vm/{machineId}/ticket: a one-time console address. */
export interface ConsoleTicket {
  vm: string;
  /** WebSocket URL the WebMKS client connects to (stored as the session's wmksUrl). */
  ticket: string;
  /** ISO timestamp after which the ticket is refused. */
  expiresAt: string;
  /**
   * The largest file the server takes into this machine (FILE_UPLOAD_MAX_BYTES, bytes), so the console says a file
   * is too large before sending it; absent from a server older than sending files.
   */
  fileUploadMaxBytes?: number;
  /**
   * The machine's guest keyboard layout as its course sets it (US when it sets none), so the console maps the keys
   * typed by hand with it from the first; absent from an older server.
   */
  keyboardLayout?: KeyboardLayout;
}

/**
 * A console ticket's answer, read field by field. Throws AnswerError. A layout this console does not know (a newer
 * server's) is left out rather than refused: the console then opens as with an older server, instead of not at all.
 */
export function consoleTicketAnswerOf(value: unknown): ConsoleTicket {
  const read = answerReader('console ticket');
  const answer = read.objectOf(value, 'answer');
  const ticket: ConsoleTicket = {
    vm: read.stringOf(answer.vm, 'vm'),
    ticket: read.stringOf(answer.ticket, 'ticket'),
    expiresAt: read.stringOf(answer.expiresAt, 'expiresAt'),
  };
  if (answer.fileUploadMaxBytes !== undefined) {
    ticket.fileUploadMaxBytes = read.countOf(answer.fileUploadMaxBytes, 'fileUploadMaxBytes');
  }
  if (answer.keyboardLayout !== undefined) {
    const layout = read.stringOf(answer.keyboardLayout, 'keyboardLayout');
    if (isKeyboardLayout(layout)) ticket.keyboardLayout = layout;
  }
  return ticket;
}
