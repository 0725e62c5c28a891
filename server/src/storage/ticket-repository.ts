import type { TicketRepository } from '../domain/ports/storage';
import type { Queryable } from './queryable';

export function createTicketRepository(db: Queryable): TicketRepository {
  return {
    async insert(ticket) {
      await db.query('INSERT INTO console_tickets (token, vm, name, lab_id, expires_at) VALUES ($1, $2, $3, $4, $5)', [
        ticket.token,
        ticket.vm,
        ticket.name,
        ticket.labId,
        ticket.expiresAt.toISOString(),
      ]);
    },
    async take(token, now) {
      // One DELETE ... RETURNING: of two instances redeeming the same ticket at once, one gets the row.
      const { rows } = await db.query<{ vm: string; name: string; lab_id: string; expires_at: Date | string }>(
        'DELETE FROM console_tickets WHERE token = $1 RETURNING vm, name, lab_id, expires_at',
        [token],
      );
      const row = rows[0];
      if (!row || new Date(row.expires_at) <= now) return undefined;
      return { vm: row.vm, name: row.name, labId: row.lab_id };
    },
    async revokeMachine(vm, labId) {
      await db.query('DELETE FROM console_tickets WHERE vm = $1 AND lab_id = $2', [vm, labId]);
    },
    async deleteExpired(now) {
      await db.query('DELETE FROM console_tickets WHERE expires_at <= $1', [now.toISOString()]);
    },
  };
}
