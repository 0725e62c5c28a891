import type { PowerTransitionRecord, PowerTransitionRepository } from '../domain/ports/storage';
import type { Queryable } from './queryable';

interface TransitionRow {
  vm: string;
  class_id: string;
  email: string;
  at: Date | string;
  powered_on: boolean;
}

/*
 * One statement, no check-then-insert: the upsert takes the machine's row lock, so of two instances reporting the
 * same change at once, the second waits, finds the state already set (the WHERE fails) and returns no row; only a
 * returned row, a real change, inserts a transition. A machine without a row starts off.
 */
const RECORD = `
  WITH changed AS (
    INSERT INTO machine_power AS current (vm, powered_on, since)
    VALUES ($1, $5, $4)
    ON CONFLICT (vm) DO UPDATE SET powered_on = EXCLUDED.powered_on, since = EXCLUDED.since
      WHERE current.powered_on <> EXCLUDED.powered_on
    RETURNING vm
  )
  INSERT INTO power_transitions (vm, class_id, email, at, powered_on)
  SELECT vm, $2, $3, $4, $5 FROM changed
  RETURNING id`;

export function createPowerTransitionRepository(db: Queryable): PowerTransitionRepository {
  return {
    async record(transition) {
      const { rows } = await db.query<{ id: string }>(RECORD, [
        transition.vm,
        transition.classId,
        transition.email,
        transition.at.toISOString(),
        transition.poweredOn,
      ]);
      return rows.length > 0;
    },
    async listByClass(classId) {
      const { rows } = await db.query<TransitionRow>(
        'SELECT vm, class_id, email, at, powered_on FROM power_transitions WHERE class_id = $1 ORDER BY vm, at, id',
        [classId],
      );
      return rows.map(
        (row): PowerTransitionRecord => ({
          vm: row.vm,
          classId: row.class_id,
          email: row.email,
          at: new Date(row.at),
          poweredOn: row.powered_on,
        }),
      );
    },
  };
}
