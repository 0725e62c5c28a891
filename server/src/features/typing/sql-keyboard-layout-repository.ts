import { isKeyboardLayout, type MachineKeyboardLayout } from '@academy/api';
import type { Database } from '../../storage/queryable';
import type { KeyboardLayoutRepository } from './keyboard-layout-repository';

interface LayoutRow {
  course_id: string;
  vm: string;
  layout: string;
}

/** The table's CHECK keeps the layouts the server types in; a row that says another is a broken database. */
function toLayout(row: LayoutRow): MachineKeyboardLayout {
  if (!isKeyboardLayout(row.layout))
    throw new Error(`Stored keyboard layout "${row.layout}" is not one the server knows.`);
  return { vm: row.vm, layout: row.layout };
}

export function createKeyboardLayoutRepository(db: Database): KeyboardLayoutRepository {
  return {
    async listByCourse(courseId) {
      const { rows } = await db.query<LayoutRow>(
        'SELECT course_id, vm, layout FROM course_keyboard_layouts WHERE course_id = $1 ORDER BY vm',
        [courseId],
      );
      return rows.map(toLayout);
    },
    async byCourse() {
      const { rows } = await db.query<LayoutRow>(
        'SELECT course_id, vm, layout FROM course_keyboard_layouts ORDER BY course_id, vm',
      );
      const byCourse = new Map<string, MachineKeyboardLayout[]>();
      for (const row of rows) byCourse.set(row.course_id, [...(byCourse.get(row.course_id) ?? []), toLayout(row)]);
      return byCourse;
    },
    async get(courseId, vm) {
      const { rows } = await db.query<LayoutRow>(
        'SELECT course_id, vm, layout FROM course_keyboard_layouts WHERE course_id = $1 AND vm = $2',
        [courseId, vm],
      );
      return rows[0] && toLayout(rows[0]).layout;
    },
    async replace(courseId, layouts) {
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM course_keyboard_layouts WHERE course_id = $1', [courseId]);
        for (const { vm, layout } of layouts) {
          await tx.query('INSERT INTO course_keyboard_layouts (course_id, vm, layout) VALUES ($1, $2, $3)', [
            courseId,
            vm,
            layout,
          ]);
        }
      });
    },
  };
}
