import type { ClassRecord, ClassRepository } from '../domain/ports/storage';
import type { Queryable } from './queryable';

interface ClassRow {
  id: string;
  name: string;
  course_id: string;
  time_zone: string;
  start_date: Date;
  end_date: Date;
  extended_end: Date | null;
  instructor: string;
  attendees: number;
  emails: string[];
  passphrase: string;
  slug: string;
  manual_version: number | null;
  passphrase_mode: 'CLASS' | 'PERSONAL';
  roster_size: number;
}

const COLUMNS =
  'id, name, course_id, time_zone, start_date, end_date, instructor, attendees, emails, passphrase, slug, extended_end, manual_version, passphrase_mode';
/** What is read: the columns, and the roster's size. */
const READ = `${COLUMNS}, (SELECT count(*)::integer FROM roster_students r WHERE r.class_id = classes.id AND r.removed_at IS NULL) AS roster_size`;

function toRecord(row: ClassRow): ClassRecord {
  return {
    id: row.id,
    name: row.name,
    courseId: row.course_id,
    timeZone: row.time_zone,
    startDate: new Date(row.start_date),
    endDate: new Date(row.end_date),
    instructor: row.instructor,
    attendees: row.attendees,
    emails: [...row.emails],
    passphrase: row.passphrase,
    slug: row.slug,
    extendedEnd: row.extended_end === null ? null : new Date(row.extended_end),
    manualVersion: row.manual_version,
    passphraseMode: row.passphrase_mode,
    rosterSize: row.roster_size,
  };
}

function values(record: ClassRecord): unknown[] {
  return [
    record.id,
    record.name,
    record.courseId,
    record.timeZone,
    record.startDate.toISOString(),
    record.endDate.toISOString(),
    record.instructor,
    record.attendees,
    JSON.stringify(record.emails),
    record.passphrase,
    record.slug,
    record.extendedEnd?.toISOString() ?? null,
    record.manualVersion,
    record.passphraseMode,
  ];
}

export function createClassRepository(db: Queryable): ClassRepository {
  async function select(where: string, params: unknown[]): Promise<ClassRecord[]> {
    const rows = (await db.query<ClassRow>(`SELECT ${READ} FROM classes ${where}`, params)).rows;
    return rows.map(toRecord);
  }

  return {
    list: () => select('ORDER BY start_date, created_at', []),
    async get(id) {
      return (await select('WHERE id = $1', [id]))[0];
    },
    async findByStudent(email) {
      // jsonb containment uses the GIN index on emails.
      return (await select('WHERE emails @> $1::jsonb', [JSON.stringify([email])]))[0];
    },
    listByCourse: (courseId) => select('WHERE course_id = $1 ORDER BY start_date', [courseId]),
    async slugTaken(slug) {
      return (await db.query('SELECT 1 FROM classes WHERE slug = $1', [slug])).rows.length > 0;
    },
    async insert(record) {
      await db.query(
        `INSERT INTO classes (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $13, $14)`,
        values(record),
      );
    },
    async update(record) {
      const result = await db.query(
        `UPDATE classes SET name = $2, course_id = $3, time_zone = $4, start_date = $5, end_date = $6,
           instructor = $7, attendees = $8, emails = $9::jsonb, passphrase = $10, slug = $11, extended_end = $12,
           manual_version = $13, passphrase_mode = $14
         WHERE id = $1`,
        values(record),
      );
      return (result.affectedRows ?? 0) > 0;
    },
    async moveEnd(id, change) {
      const end =
        'to' in change
          ? { sql: '$2::timestamptz', value: change.to.toISOString() }
          : { sql: "COALESCE(extended_end, end_date) + $2::integer * interval '1 millisecond'", value: change.byMs };
      const result = await db.query<ClassRow>(
        `UPDATE classes SET extended_end = ${end.sql} WHERE id = $1 RETURNING ${READ}`,
        [id, end.value],
      );
      const row = result.rows[0];
      return row ? toRecord(row) : undefined;
    },
    async delete(id) {
      return ((await db.query('DELETE FROM classes WHERE id = $1', [id])).affectedRows ?? 0) > 0;
    },
  };
}
