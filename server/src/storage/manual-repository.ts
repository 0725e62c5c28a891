import type { ManualRepository, ManualVersionRecord } from '../domain/ports/storage';
import type { Queryable } from './queryable';

interface ManualRow {
  course_id: string;
  version: number;
  markdown: string;
  step_titles: unknown;
  saved_at: Date;
}

const COLUMNS = 'course_id, version, markdown, step_titles, saved_at';

/** The stored titles as the column holds them (jsonb, parsed by the driver); null when none were kept. */
function stepTitlesOf(value: unknown): string[] | null {
  return Array.isArray(value) && value.every((title) => typeof title === 'string') ? value : null;
}

function toRecord(row: ManualRow): ManualVersionRecord {
  return {
    courseId: row.course_id,
    version: row.version,
    markdown: row.markdown,
    stepTitles: stepTitlesOf(row.step_titles),
    savedAt: new Date(row.saved_at),
  };
}

export function createManualRepository(db: Queryable): ManualRepository {
  return {
    async save(manual) {
      await db.query(`INSERT INTO course_manuals (${COLUMNS}) VALUES ($1, $2, $3, $4, $5)`, [
        manual.courseId,
        manual.version,
        manual.markdown,
        manual.stepTitles === null ? null : JSON.stringify(manual.stepTitles),
        manual.savedAt.toISOString(),
      ]);
    },
    async get(courseId, version) {
      const { rows } = await db.query<ManualRow>(
        `SELECT ${COLUMNS} FROM course_manuals WHERE course_id = $1 AND version = $2`,
        [courseId, version],
      );
      return rows[0] && toRecord(rows[0]);
    },
    async list(courseId) {
      const { rows } = await db.query<ManualRow>(
        `SELECT ${COLUMNS} FROM course_manuals WHERE course_id = $1 ORDER BY version`,
        [courseId],
      );
      return rows.map(toRecord);
    },
    async latestVersion(courseId) {
      const { rows } = await db.query<{ latest: number | null }>(
        'SELECT max(version) AS latest FROM course_manuals WHERE course_id = $1',
        [courseId],
      );
      return rows[0]?.latest ?? 0;
    },
    async setStepTitles(courseId, version, stepTitles) {
      await db.query('UPDATE course_manuals SET step_titles = $3 WHERE course_id = $1 AND version = $2', [
        courseId,
        version,
        JSON.stringify(stepTitles),
      ]);
    },
  };
}
