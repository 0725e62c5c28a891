import type {
  ClaimedInvitation,
  InvitationMessage,
  LinkEnd,
  MailStatus,
  SignInLinkRecord,
  SignInLinkRepository,
} from '../domain/ports/roster-storage';
import type { Queryable } from './queryable';

interface LinkRow {
  token_hash: string;
  class_id: string;
  username: string;
  created_at: Date;
  ended_at: Date | null;
  end_reason: LinkEnd | null;
  redeemed_at: Date | null;
  mail_status: MailStatus;
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
  link: string | null;
  message: InvitationMessage | null;
}

const COLUMNS =
  'token_hash, class_id, username, created_at, ended_at, end_reason, redeemed_at, mail_status, attempts, last_error, sent_at, link, message';

const dateOrNull = (value: Date | null) => (value === null ? null : new Date(value));

function toRecord(row: LinkRow): SignInLinkRecord {
  return {
    tokenHash: row.token_hash,
    classId: row.class_id,
    username: row.username,
    createdAt: new Date(row.created_at),
    endedAt: dateOrNull(row.ended_at),
    endReason: row.end_reason,
    redeemedAt: dateOrNull(row.redeemed_at),
    mailStatus: row.mail_status,
    attempts: row.attempts,
    lastError: row.last_error,
    sentAt: dateOrNull(row.sent_at),
    link: row.link,
    message: row.message,
  };
}

/** Ends a link: what it would still send is dropped with it. */
const ENDING = 'ended_at = $3, end_reason = $4, link = NULL, message = NULL, lease_owner = NULL, lease_until = NULL';

export function createSignInLinkRepository(db: Queryable): SignInLinkRepository {
  /** Releases a job this worker still holds; a job whose lease another worker took since is left to it. */
  async function settle(tokenHash: string, owner: string, set: string, params: unknown[]): Promise<void> {
    await db.query(
      `UPDATE sign_in_links SET ${set}, lease_owner = NULL, lease_until = NULL
       WHERE token_hash = $1 AND lease_owner = $2`,
      [tokenHash, owner, ...params],
    );
  }

  return {
    async issue(link) {
      const at = link.createdAt.toISOString();
      await db.query(`UPDATE sign_in_links SET ${ENDING} WHERE class_id = $1 AND username = $2 AND ended_at IS NULL`, [
        link.classId,
        link.username,
        at,
        'REPLACED',
      ]);
      await db.query(
        `INSERT INTO sign_in_links (token_hash, class_id, username, created_at, next_attempt_at, link, message)
         VALUES ($1, $2, $3, $4, $4, $5, $6::jsonb)`,
        [link.tokenHash, link.classId, link.username, at, link.link, JSON.stringify(link.message)],
      );
    },
    async findByHash(tokenHash) {
      const { rows } = await db.query<LinkRow>(`SELECT ${COLUMNS} FROM sign_in_links WHERE token_hash = $1`, [
        tokenHash,
      ]);
      return rows[0] && toRecord(rows[0]);
    },
    async latestByClass(classId) {
      const { rows } = await db.query<LinkRow>(
        `SELECT DISTINCT ON (username) ${COLUMNS} FROM sign_in_links WHERE class_id = $1
         ORDER BY username, created_at DESC, token_hash`,
        [classId],
      );
      return rows.map(toRecord);
    },
    async end(classId, username, reason, at) {
      const result = await db.query(
        `UPDATE sign_in_links SET ${ENDING} WHERE class_id = $1 AND username = $2 AND ended_at IS NULL`,
        [classId, username, at.toISOString(), reason],
      );
      return (result.affectedRows ?? 0) > 0;
    },
    async redeem(tokenHash, at) {
      const result = await db.query(
        'UPDATE sign_in_links SET redeemed_at = $2 WHERE token_hash = $1 AND redeemed_at IS NULL',
        [tokenHash, at.toISOString()],
      );
      return (result.affectedRows ?? 0) > 0;
    },
    async claimDue({ owner, now, leaseMs, limit, classEndAfter }) {
      // SKIP LOCKED: a job another instance is claiming at this moment is not waited for, nor taken twice.
      const { rows } = await db.query<{ token_hash: string; message: InvitationMessage; attempts: number }>(
        `UPDATE sign_in_links SET lease_owner = $1, lease_until = $3, attempts = attempts + 1
         WHERE token_hash IN (
           SELECT l.token_hash FROM sign_in_links l JOIN classes c ON c.id = l.class_id
           WHERE l.mail_status = 'QUEUED' AND l.ended_at IS NULL AND l.message IS NOT NULL
             AND l.next_attempt_at <= $2 AND (l.lease_until IS NULL OR l.lease_until <= $2)
             AND COALESCE(c.extended_end, c.end_date) > $5
           ORDER BY l.next_attempt_at, l.token_hash
           LIMIT $4
           FOR UPDATE OF l SKIP LOCKED)
         RETURNING token_hash, message, attempts`,
        [owner, now.toISOString(), new Date(now.getTime() + leaseMs).toISOString(), limit, classEndAfter.toISOString()],
      );
      return rows.flatMap((row): ClaimedInvitation[] =>
        row.message ? [{ tokenHash: row.token_hash, message: row.message, attempts: row.attempts }] : [],
      );
    },
    markSent: (tokenHash, owner, at) =>
      settle(tokenHash, owner, "mail_status = 'SENT', sent_at = $3, last_error = NULL, link = NULL, message = NULL", [
        at.toISOString(),
      ]),
    retryLater: (tokenHash, owner, reason, retryAt) =>
      settle(tokenHash, owner, 'last_error = $3, next_attempt_at = $4', [reason, retryAt.toISOString()]),
    markFailed: (tokenHash, owner, reason) =>
      settle(tokenHash, owner, "mail_status = 'FAILED', last_error = $3", [reason]),
  };
}
