import type { TicketRepository } from '../domain/ports/storage';
import type { Queryable } from './queryable';

interface TicketRow {
  vm: string;
  name: string;
  lab_id: string;
  expires_at: Date | string;
  watcher_name: string | null;
  watch_mode: 'view' | 'control' | null;
}

export function createTicketRepository(db: Queryable): TicketRepository {
  return {
    async insert(ticket) {
      await db.query(
        `INSERT INTO console_tickets (token, vm, name, lab_id, expires_at, watcher_name, watch_mode)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          ticket.token,
          ticket.vm,
          ticket.name,
          ticket.labId,
          ticket.expiresAt.toISOString(),
          ticket.watcher?.name ?? null,
          ticket.watcher?.mode ?? null,
        ],
      );
    },
    async take(token, now) {
      // One DELETE ... RETURNING: of two instances redeeming the same ticket at once, one gets the row.
      const { rows } = await db.query<TicketRow>(
        'DELETE FROM console_tickets WHERE token = $1 RETURNING vm, name, lab_id, expires_at, watcher_name, watch_mode',
        [token],
      );
      const row = rows[0];
      if (!row || new Date(row.expires_at) <= now) return undefined;
      const machine = { vm: row.vm, name: row.name, labId: row.lab_id };
      return row.watcher_name && row.watch_mode
        ? { ...machine, watcher: { name: row.watcher_name, mode: row.watch_mode } }
        : machine;
    },
    async revokeMachine(vm, labId) {
      await db.query('DELETE FROM console_tickets WHERE vm = $1 AND lab_id = $2', [vm, labId]);
    },
    async deleteExpired(now) {
      await db.query('DELETE FROM console_tickets WHERE expires_at <= $1', [now.toISOString()]);
    },
  };
}
