import type { MachineFileFolder } from '@academy/api';
import { createCourseMachineValues } from '../../storage/course-machine-values';
import type { Database } from '../../storage/queryable';
import type { FileFolderRepository } from './file-folder-repository';

export function createFileFolderRepository(db: Database): FileFolderRepository {
  const folders = createCourseMachineValues<MachineFileFolder>(db, {
    table: 'course_file_folders',
    column: 'folder',
    entryOf: (vm, folder) => ({ vm, folder }),
    storedValueOf: (entry) => entry.folder,
  });
  return { ...folders, get: async (courseId, vm) => (await folders.get(courseId, vm))?.folder };
}
