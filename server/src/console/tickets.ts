import { randomBytes } from 'node:crypto';

/** A one-time permission to open one machine's console. */
interface Ticket<T> {
  value: T;
  expiresAt: number;
}

/**
 * One-time, short-lived tickets: the token in the console URL is the only credential the WebSocket carries,
 * so it must be unguessable, expire soon and work once.
 */
export class TicketStore<T> {
  private readonly tickets = new Map<string, Ticket<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Issues a ticket for a value. */
  issue(value: T): { token: string; expiresAt: Date } {
    this.prune();
    const token = randomBytes(24).toString('base64url');
    const expiresAt = this.now() + this.ttlMs;
    this.tickets.set(token, { value, expiresAt });
    return { token, expiresAt: new Date(expiresAt) };
  }

  /** The ticket's value if it exists and has not expired; the ticket is used up either way. */
  redeem(token: string): T | undefined {
    const ticket = this.tickets.get(token);
    this.tickets.delete(token);
    if (!ticket || ticket.expiresAt <= this.now()) return undefined;
    return ticket.value;
  }

  /** Forgets the tickets whose value matches (their machine or lab is gone). */
  revokeWhere(matches: (value: T) => boolean): void {
    for (const [token, ticket] of this.tickets) if (matches(ticket.value)) this.tickets.delete(token);
  }

  /** Forgets every ticket. */
  clear(): void {
    this.tickets.clear();
  }

  private prune(): void {
    const now = this.now();
    for (const [token, ticket] of this.tickets) if (ticket.expiresAt <= now) this.tickets.delete(token);
  }
}
