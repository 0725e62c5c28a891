import type { RosterRepository, RosterStudentRecord } from '../domain/ports/roster-storage';
import type { Queryable } from './queryable';

interface RosterRow {
  class_id: string;
  username: string;
  number: number;
  name: string | null;
  email: string | null;
  passphrase: string | null;
}

const COLUMNS = 'class_id, username, number, name, email, passphrase';

function toRecord(row: RosterRow): RosterStudentRecord {
  return {
    classId: row.class_id,
    username: row.username,
    number: row.number,
    name: row.name,
    email: row.email,
    passphrase: row.passphrase,
  };
}

export function createRosterRepository(db: Queryable): RosterRepository {
  return {
    async listByClass(classId) {
      const { rows } = await db.query<RosterRow>(
        `SELECT ${COLUMNS} FROM roster_students WHERE class_id = $1 AND removed_at IS NULL ORDER BY number`,
        [classId],
      );
      return rows.map(toRecord);
    },
    async numbersTaken(classId) {
      const { rows } = await db.query<{ number: number }>(
        'SELECT number FROM roster_students WHERE class_id = $1 ORDER BY number',
        [classId],
      );
      return rows.map((row) => row.number);
    },
    async insert(student) {
      await db.query(`INSERT INTO roster_students (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6)`, [
        student.classId,
        student.username,
        student.number,
        student.name,
        student.email,
        student.passphrase,
      ]);
    },
    async update(student) {
      await db.query(
        `UPDATE roster_students SET name = $3, email = $4, passphrase = $5
         WHERE class_id = $1 AND username = $2 AND removed_at IS NULL`,
        [student.classId, student.username, student.name, student.email, student.passphrase],
      );
    },
    async remove(classId, username, at) {
      const result = await db.query(
        `UPDATE roster_students SET removed_at = $3, name = NULL, email = NULL, passphrase = NULL
         WHERE class_id = $1 AND username = $2 AND removed_at IS NULL`,
        [classId, username, at.toISOString()],
      );
      return (result.affectedRows ?? 0) > 0;
    },
    async passphraseOf(classId, username) {
      const { rows } = await db.query<{ passphrase: string | null }>(
        'SELECT passphrase FROM roster_students WHERE class_id = $1 AND username = $2 AND removed_at IS NULL',
        [classId, username],
      );
      return rows[0]?.passphrase ?? undefined;
    },
    async eraseEndedBefore(before) {
      const ended = `SELECT id FROM classes WHERE COALESCE(extended_end, end_date) < $1`;
      await db.query(
        `UPDATE sign_in_links SET link = NULL, message = NULL
         WHERE class_id IN (${ended}) AND (link IS NOT NULL OR message IS NOT NULL)`,
        [before.toISOString()],
      );
      const result = await db.query(
        `UPDATE roster_students SET name = NULL, email = NULL, passphrase = NULL
         WHERE class_id IN (${ended}) AND (name IS NOT NULL OR email IS NOT NULL OR passphrase IS NOT NULL)`,
        [before.toISOString()],
      );
      return result.affectedRows ?? 0;
    },
  };
}
