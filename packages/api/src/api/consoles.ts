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
}
