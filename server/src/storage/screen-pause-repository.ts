import type { ScreenPauseRepository } from '../domain/ports/storage';
import type { Queryable } from './queryable';

interface PauseRow {
  screens_paused_at: Date | string | null;
  screens_paused_by: string | null;
}

function toPause(row: PauseRow | undefined) {
  if (!row) return undefined;
  return {
    pausedAt: row.screens_paused_at === null ? null : new Date(row.screens_paused_at),
    pausedBy: row.screens_paused_by,
  };
}

export function createScreenPauseRepository(db: Queryable): ScreenPauseRepository {
  return {
    async get(classId) {
      const { rows } = await db.query<PauseRow>(
        'SELECT screens_paused_at, screens_paused_by FROM classes WHERE id = $1',
        [classId],
      );
      return toPause(rows[0]);
    },
    async set(classId, pause) {
      // Pausing a paused class keeps its first pause: when and by whom the students' screens went dark.
      const { rows } = await db.query<PauseRow>(
        `UPDATE classes
            SET screens_paused_at = CASE WHEN $2::timestamptz IS NULL THEN NULL
                                         ELSE COALESCE(screens_paused_at, $2::timestamptz) END,
                screens_paused_by = CASE WHEN $2::timestamptz IS NULL THEN NULL
                                         ELSE COALESCE(screens_paused_by, $3) END
          WHERE id = $1
          RETURNING screens_paused_at, screens_paused_by`,
        [classId, pause?.at.toISOString() ?? null, pause?.by ?? null],
      );
      return toPause(rows[0]);
    },
  };
}
