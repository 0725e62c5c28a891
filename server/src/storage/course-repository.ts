import type { CourseRecord, CourseRepository } from '../domain/ports/storage';
import type { Queryable } from './queryable';

// Column names equal the record's fields, so a row is a CourseRecord as it comes.
const COLUMNS = 'id, name, description, folder, status, vms';

export function createCourseRepository(db: Queryable): CourseRepository {
  return {
    async list() {
      return (await db.query<CourseRecord>(`SELECT ${COLUMNS} FROM courses ORDER BY created_at, name`)).rows;
    },
    async get(id) {
      return (await db.query<CourseRecord>(`SELECT ${COLUMNS} FROM courses WHERE id = $1`, [id])).rows[0];
    },
    async insert(course) {
      await db.query(`INSERT INTO courses (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6::jsonb)`, [
        course.id,
        course.name,
        course.description,
        course.folder,
        course.status,
        JSON.stringify(course.vms),
      ]);
    },
    async update(course) {
      const result = await db.query(
        'UPDATE courses SET name = $2, description = $3, folder = $4, status = $5, vms = $6::jsonb WHERE id = $1',
        [course.id, course.name, course.description, course.folder, course.status, JSON.stringify(course.vms)],
      );
      return (result.affectedRows ?? 0) > 0;
    },
    async delete(id) {
      return ((await db.query('DELETE FROM courses WHERE id = $1', [id])).affectedRows ?? 0) > 0;
    },
  };
}
