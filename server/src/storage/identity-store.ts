import type { IdentityStore } from '../domain/ports/storage';
import type { Queryable } from './queryable';

type Payload = Record<string, unknown>;

const LIVE = '(expires_at IS NULL OR expires_at > $3)';

function stringField(payload: Payload, field: string): string | null {
  const value = payload[field];
  return typeof value === 'string' ? value : null;
}

export function createIdentityStore(db: Queryable): IdentityStore {
  return {
    async secret<T>(name: string, created: T): Promise<T> {
      await db.query('INSERT INTO idp_secrets (name, value) VALUES ($1, $2::jsonb) ON CONFLICT (name) DO NOTHING', [
        name,
        JSON.stringify(created),
      ]);
      const { rows } = await db.query<{ value: T }>('SELECT value FROM idp_secrets WHERE name = $1', [name]);
      return rows[0]?.value ?? created;
    },
    async upsert(model, id, payload, expiresAt) {
      await db.query(
        `INSERT INTO idp_models (model, id, payload, grant_id, user_code, uid, expires_at)
         VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7)
         ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
           user_code = EXCLUDED.user_code, uid = EXCLUDED.uid, expires_at = EXCLUDED.expires_at`,
        [
          model,
          id,
          JSON.stringify(payload),
          stringField(payload, 'grantId'),
          stringField(payload, 'userCode'),
          stringField(payload, 'uid'),
          expiresAt?.toISOString() ?? null,
        ],
      );
    },
    async find(model, id, now) {
      const { rows } = await db.query<{ payload: Payload }>(
        `SELECT payload FROM idp_models WHERE model = $1 AND id = $2 AND ${LIVE}`,
        [model, id, now.toISOString()],
      );
      return rows[0]?.payload;
    },
    async findBy(model, field, value, now) {
      const column = field === 'uid' ? 'uid' : 'user_code';
      const { rows } = await db.query<{ payload: Payload }>(
        `SELECT payload FROM idp_models WHERE model = $1 AND ${column} = $2 AND ${LIVE}`,
        [model, value, now.toISOString()],
      );
      return rows[0]?.payload;
    },
    async consume(model, id, at) {
      await db.query(
        `UPDATE idp_models SET consumed = true, payload = payload || jsonb_build_object('consumed', $3::integer)
         WHERE model = $1 AND id = $2`,
        [model, id, at],
      );
    },
    async destroy(model, id) {
      await db.query('DELETE FROM idp_models WHERE model = $1 AND id = $2', [model, id]);
    },
    async revokeByGrantId(grantId) {
      await db.query('DELETE FROM idp_models WHERE grant_id = $1', [grantId]);
    },
  };
}
