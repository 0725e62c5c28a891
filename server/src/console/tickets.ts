import { randomBytes } from 'node:crypto';
import type { ConsoleMachine } from '../domain/ports/console';
import type { TicketRepository } from '../domain/ports/storage';

/** The machine a console ticket opens, and the instructor at it if one opened it. */
export type TicketedMachine = ConsoleMachine;

/**
 * One-time, short-lived tickets: the token in the console URL is the only credential the WebSocket carries,
 * so it must be unguessable, expire soon and work once. Kept in the repository, so any instance redeems them.
 */
export function createTicketIssuer(repository: TicketRepository, ttlMs: number, now: () => number) {
  return {
    async issue(machine: TicketedMachine): Promise<{ token: string; expiresAt: Date }> {
      await repository.deleteExpired(new Date(now()));
      const token = randomBytes(24).toString('base64url');
      const expiresAt = new Date(now() + ttlMs);
      await repository.insert({ token, ...machine, expiresAt });
      return { token, expiresAt };
    },
    /** The ticket's machine if it exists and has not expired; the ticket is used up either way. */
    redeem: (token: string): Promise<TicketedMachine | undefined> => repository.take(token, new Date(now())),
    revokeMachine: (vm: string, labId: string): Promise<void> => repository.revokeMachine(vm, labId),
  };
}

/** Tickets in this process only: the console service on its own (its unit tests); the server passes the database's. */
export function memoryTicketRepository(): TicketRepository {
  const tickets = new Map<string, TicketedMachine & { token: string; expiresAt: Date }>();
  return {
    async insert(ticket) {
      tickets.set(ticket.token, { ...ticket });
    },
    async take(token, now) {
      const ticket = tickets.get(token);
      tickets.delete(token);
      if (!ticket || ticket.expiresAt <= now) return undefined;
      const { token: _token, expiresAt: _expiresAt, ...machine } = ticket;
      return machine;
    },
    async revokeMachine(vm, labId) {
      for (const [token, ticket] of tickets) if (ticket.vm === vm && ticket.labId === labId) tickets.delete(token);
    },
    async deleteExpired(now) {
      for (const [token, ticket] of tickets) if (ticket.expiresAt <= now) tickets.delete(token);
    },
  };
}
