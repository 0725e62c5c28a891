import type { CourseRecord, CourseRepository } from '../domain/ports/storage';
import type { Queryable } from './queryable';

// Aliased to the record's fields, so a row is a CourseRecord as it comes; the manual's text is its saved version's.
const SELECT = `SELECT c.id, c.name, c.description, c.folder, c.status, c.vms,
    COALESCE(m.markdown, '') AS manual, c.manual_version AS "manualVersion"
  FROM courses c LEFT JOIN course_manuals m ON m.course_id = c.id AND m.version = c.manual_version`;

export function createCourseRepository(db: Queryable): CourseRepository {
  return {
    async list() {
      return (await db.query<CourseRecord>(`${SELECT} ORDER BY c.created_at, c.name`)).rows;
    },
    async get(id) {
      return (await db.query<CourseRecord>(`${SELECT} WHERE c.id = $1`, [id])).rows[0];
    },
    async insert(course) {
      await db.query(
        `INSERT INTO courses (id, name, description, folder, status, vms, manual_version)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
        [
          course.id,
          course.name,
          course.description,
          course.folder,
          course.status,
          JSON.stringify(course.vms),
          course.manualVersion,
        ],
      );
    },
    async update(course) {
      const result = await db.query(
        `UPDATE courses SET name = $2, description = $3, folder = $4, status = $5, vms = $6::jsonb, manual_version = $7
         WHERE id = $1`,
        [
          course.id,
          course.name,
          course.description,
          course.folder,
          course.status,
          JSON.stringify(course.vms),
          course.manualVersion,
        ],
      );
      return (result.affectedRows ?? 0) > 0;
    },
    async delete(id) {
      return ((await db.query('DELETE FROM courses WHERE id = $1', [id])).affectedRows ?? 0) > 0;
    },
  };
}
