import type { Database } from './queryable';

/** What a table of one value per course machine holds: `course_id`, `vm` and the value's column. */
export interface CourseMachineValueTable<Entry extends { vm: string }> {
  /** The table's name, and its value's column (both constants of the code, never input). */
  table: string;
  column: string;
  /** A stored row as the API's entry; throws for a value the table's CHECK should have kept out. */
  entryOf(vm: string, value: string): Entry;
  storedValueOf(entry: Entry): string;
}

/** A course's entries, one per machine, kept apart from the course and replaced whole with it. */
export interface CourseMachineValues<Entry> {
  listByCourse(courseId: string): Promise<Entry[]>;
  /** Every course's entries, by course id (the course list). */
  byCourse(): Promise<Map<string, Entry[]>>;
  get(courseId: string, vm: string): Promise<Entry | undefined>;
  /** The course's entries become exactly these. */
  replace(courseId: string, entries: readonly Entry[]): Promise<void>;
}

interface ValueRow {
  course_id: string;
  vm: string;
  value: string;
}

/**
 * A value set per course machine in the course form (its keyboard layout, its file folder), in a table of its own:
 * the same reads and the same whole replacement, on PGlite and PostgreSQL alike.
 */
export function createCourseMachineValues<Entry extends { vm: string }>(
  db: Database,
  spec: CourseMachineValueTable<Entry>,
): CourseMachineValues<Entry> {
  const { table, column, entryOf, storedValueOf } = spec;
  const select = `SELECT course_id, vm, ${column} AS value FROM ${table}`;
  const toEntry = (row: ValueRow) => entryOf(row.vm, row.value);
  return {
    async listByCourse(courseId) {
      const { rows } = await db.query<ValueRow>(`${select} WHERE course_id = $1 ORDER BY vm`, [courseId]);
      return rows.map(toEntry);
    },
    async byCourse() {
      const { rows } = await db.query<ValueRow>(`${select} ORDER BY course_id, vm`);
      const byCourse = new Map<string, Entry[]>();
      for (const row of rows) byCourse.set(row.course_id, [...(byCourse.get(row.course_id) ?? []), toEntry(row)]);
      return byCourse;
    },
    async get(courseId, vm) {
      const { rows } = await db.query<ValueRow>(`${select} WHERE course_id = $1 AND vm = $2`, [courseId, vm]);
      return rows[0] && toEntry(rows[0]);
    },
    async replace(courseId, entries) {
      await db.transaction(async (tx) => {
        await tx.query(`DELETE FROM ${table} WHERE course_id = $1`, [courseId]);
        for (const entry of entries) {
          await tx.query(`INSERT INTO ${table} (course_id, vm, ${column}) VALUES ($1, $2, $3)`, [
            courseId,
            entry.vm,
            storedValueOf(entry),
          ]);
        }
      });
    },
  };
}
