import type { MachineFileFolder } from '@academy/api';
import type { Database } from '../../storage/queryable';
import type { FileFolderRepository } from './file-folder-repository';

interface FolderRow {
  course_id: string;
  vm: string;
  folder: string;
}

const toFolder = (row: FolderRow): MachineFileFolder => ({ vm: row.vm, folder: row.folder });

export function createFileFolderRepository(db: Database): FileFolderRepository {
  return {
    async listByCourse(courseId) {
      const { rows } = await db.query<FolderRow>(
        'SELECT course_id, vm, folder FROM course_file_folders WHERE course_id = $1 ORDER BY vm',
        [courseId],
      );
      return rows.map(toFolder);
    },
    async byCourse() {
      const { rows } = await db.query<FolderRow>(
        'SELECT course_id, vm, folder FROM course_file_folders ORDER BY course_id, vm',
      );
      const byCourse = new Map<string, MachineFileFolder[]>();
      for (const row of rows) byCourse.set(row.course_id, [...(byCourse.get(row.course_id) ?? []), toFolder(row)]);
      return byCourse;
    },
    async get(courseId, vm) {
      const { rows } = await db.query<FolderRow>(
        'SELECT course_id, vm, folder FROM course_file_folders WHERE course_id = $1 AND vm = $2',
        [courseId, vm],
      );
      return rows[0]?.folder;
    },
    async replace(courseId, folders) {
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM course_file_folders WHERE course_id = $1', [courseId]);
        for (const { vm, folder } of folders) {
          await tx.query('INSERT INTO course_file_folders (course_id, vm, folder) VALUES ($1, $2, $3)', [
            courseId,
            vm,
            folder,
          ]);
        }
      });
    },
  };
}
