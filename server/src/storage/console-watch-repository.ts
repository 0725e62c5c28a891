import type { ConsoleWatchRecord, ConsoleWatchRepository } from '../domain/ports/storage';
import type { Queryable } from './queryable';

interface WatchRow {
  id: string;
  class_id: string;
  email: string;
  vm: string;
  machine_name: string;
  instructor: string;
  mode: 'view' | 'control';
  started_at: Date;
  ended_at: Date | null;
}

function toRecord(row: WatchRow): ConsoleWatchRecord {
  return {
    id: String(row.id),
    classId: row.class_id,
    email: row.email,
    vm: row.vm,
    machineName: row.machine_name,
    instructor: row.instructor,
    mode: row.mode,
    startedAt: new Date(row.started_at),
    endedAt: row.ended_at === null ? null : new Date(row.ended_at),
  };
}

export function createConsoleWatchRepository(db: Queryable): ConsoleWatchRepository {
  return {
    async start(session) {
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO console_watch_sessions (class_id, email, vm, machine_name, instructor, mode, started_at, seen_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
        [
          session.classId,
          session.email,
          session.vm,
          session.machineName,
          session.instructor,
          session.mode,
          session.startedAt.toISOString(),
        ],
      );
      return String(rows[0]?.id);
    },
    async end(id, at) {
      await db.query('UPDATE console_watch_sessions SET ended_at = $2 WHERE id = $1 AND ended_at IS NULL', [
        id,
        at.toISOString(),
      ]);
    },
    async seen(ids, at) {
      if (ids.length === 0) return;
      await db.query(
        'UPDATE console_watch_sessions SET seen_at = $2 WHERE id = ANY($1::bigint[]) AND ended_at IS NULL',
        [ids, at.toISOString()],
      );
    },
    async listOpen(classId, email, seenSince) {
      const { rows } = await db.query<WatchRow>(
        `SELECT * FROM console_watch_sessions
         WHERE class_id = $1 AND email = $2 AND ended_at IS NULL AND seen_at >= $3 ORDER BY id`,
        [classId, email, seenSince.toISOString()],
      );
      return rows.map(toRecord);
    },
    async listByClass(classId, limit) {
      const { rows } = await db.query<WatchRow>(
        'SELECT * FROM console_watch_sessions WHERE class_id = $1 ORDER BY id DESC LIMIT $2',
        [classId, limit],
      );
      return rows.map(toRecord);
    },
  };
}
