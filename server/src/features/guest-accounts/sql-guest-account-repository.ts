import type { Database } from '../../storage/queryable';
import type { GuestAccountRecord, GuestAccountRepository } from './guest-account-repository';

interface GuestAccountRow {
  course_id: string;
  vm: string;
  username: string;
  sealed_password: string | null;
}

const COLUMNS = 'course_id, vm, username, sealed_password';

function toRecord(row: GuestAccountRow): GuestAccountRecord {
  return { courseId: row.course_id, vm: row.vm, username: row.username, sealedPassword: row.sealed_password };
}

export function createGuestAccountRepository(db: Database): GuestAccountRepository {
  return {
    async listByCourse(courseId) {
      const { rows } = await db.query<GuestAccountRow>(
        `SELECT ${COLUMNS} FROM course_guest_accounts WHERE course_id = $1 ORDER BY vm`,
        [courseId],
      );
      return rows.map(toRecord);
    },
    async list() {
      const { rows } = await db.query<GuestAccountRow>(
        `SELECT ${COLUMNS} FROM course_guest_accounts ORDER BY course_id, vm`,
      );
      return rows.map(toRecord);
    },
    async get(courseId, vm) {
      const { rows } = await db.query<GuestAccountRow>(
        `SELECT ${COLUMNS} FROM course_guest_accounts WHERE course_id = $1 AND vm = $2`,
        [courseId, vm],
      );
      return rows[0] && toRecord(rows[0]);
    },
    async replace(courseId, accounts) {
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM course_guest_accounts WHERE course_id = $1', [courseId]);
        for (const account of accounts) {
          await tx.query(`INSERT INTO course_guest_accounts (${COLUMNS}) VALUES ($1, $2, $3, $4)`, [
            courseId,
            account.vm,
            account.username,
            account.sealedPassword,
          ]);
        }
      });
    },
  };
}
