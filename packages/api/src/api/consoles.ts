/** Answer of POST /api/training-class/vm/{machineId}/ticket: a one-time console address. */
export interface ConsoleTicket {
  vm: string;
  /** WebSocket URL the WebMKS client connects to (stored as the session's wmksUrl). */
  ticket: string;
  /** ISO timestamp after which the ticket is refused. */
  expiresAt: string;
}
