import { afterAll, describe, expect, it } from '@rstest/core';
import { STORAGE_DATABASES } from '../../../test-support/storage-databases';
import type { Storage } from '../../domain/ports/storage';
import { createFileFolderRepository } from './sql-file-folder-repository';

const COURSE = {
  id: 'course-folders',
  name: 'Windows Server',
  description: 'DNS and AD.',
  folder: 'group-v101',
  status: 'ACTIVE' as const,
  vms: ['vm-dc01', 'vm-host-a'],
  manual: '',
  manualVersion: null,
};

const opened: Storage[] = [];
afterAll(async () => {
  for (const storage of opened.splice(0)) await storage.close();
});

describe.each(STORAGE_DATABASES)('course file folders on $kind', ({ open }) => {
  it("keeps each machine's folder, replaces them whole, and drops them with the course", async () => {
    const { storage, database } = await open();
    opened.push(storage);
    await storage.courses.insert(COURSE);
    await storage.courses.insert({ ...COURSE, id: 'course-other' });
    const folders = createFileFolderRepository(database);

    await folders.replace(COURSE.id, [
      { vm: 'vm-host-a', folder: '/srv/course files' },
      { vm: 'vm-dc01', folder: 'C:\\Course\\Übungen' },
    ]);
    await folders.replace('course-other', [{ vm: 'vm-dc01', folder: 'C:\\Temp' }]);
    expect(await folders.listByCourse(COURSE.id)).toEqual([
      { vm: 'vm-dc01', folder: 'C:\\Course\\Übungen' },
      { vm: 'vm-host-a', folder: '/srv/course files' },
    ]);
    expect(await folders.get(COURSE.id, 'vm-host-a')).toBe('/srv/course files');
    expect(await folders.get(COURSE.id, 'vm-none')).toBeUndefined();

    await folders.replace(COURSE.id, [{ vm: 'vm-dc01', folder: 'D:\\In' }]);
    expect(Object.fromEntries(await folders.byCourse())).toEqual({
      [COURSE.id]: [{ vm: 'vm-dc01', folder: 'D:\\In' }],
      'course-other': [{ vm: 'vm-dc01', folder: 'C:\\Temp' }],
    });

    await storage.courses.delete(COURSE.id);
    expect(await folders.listByCourse(COURSE.id)).toEqual([]);
  });

  it('refuses an empty folder', async () => {
    const { storage, database } = await open();
    opened.push(storage);
    await storage.courses.insert(COURSE);
    await expect(
      database.query("INSERT INTO course_file_folders (course_id, vm, folder) VALUES ($1, 'vm-dc01', '')", [COURSE.id]),
    ).rejects.toThrow();
  });
});
