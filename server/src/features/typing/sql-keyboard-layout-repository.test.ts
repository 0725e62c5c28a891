import { afterAll, describe, expect, it } from '@rstest/core';
import { STORAGE_DATABASES } from '../../../test-support/storage-databases';
import type { Storage } from '../../domain/ports/storage';
import { createKeyboardLayoutRepository } from './sql-keyboard-layout-repository';

const COURSE = {
  id: 'course-layouts',
  name: 'Windows Server',
  description: 'DNS and AD.',
  folder: 'group-v101',
  status: 'ACTIVE' as const,
  vms: ['vm-dc01', 'vm-srv01'],
  manual: '',
  manualVersion: null,
};

const opened: Storage[] = [];
afterAll(async () => {
  for (const storage of opened.splice(0)) await storage.close();
});

describe.each(STORAGE_DATABASES)('course keyboard layouts on $kind', ({ open }) => {
  it("keeps each machine's layout, replaces them whole, and drops them with the course", async () => {
    const { storage, database } = await open();
    opened.push(storage);
    await storage.courses.insert(COURSE);
    await storage.courses.insert({ ...COURSE, id: 'course-other' });
    const layouts = createKeyboardLayoutRepository(database);

    await layouts.replace(COURSE.id, [
      { vm: 'vm-srv01', layout: 'fr' },
      { vm: 'vm-dc01', layout: 'de' },
    ]);
    await layouts.replace('course-other', [{ vm: 'vm-dc01', layout: 'uk' }]);
    expect(await layouts.listByCourse(COURSE.id)).toEqual([
      { vm: 'vm-dc01', layout: 'de' },
      { vm: 'vm-srv01', layout: 'fr' },
    ]);
    expect(await layouts.get(COURSE.id, 'vm-srv01')).toBe('fr');
    expect(await layouts.get(COURSE.id, 'vm-none')).toBeUndefined();

    await layouts.replace(COURSE.id, [{ vm: 'vm-dc01', layout: 'ch-de' }]);
    expect(await layouts.listByCourse(COURSE.id)).toEqual([{ vm: 'vm-dc01', layout: 'ch-de' }]);
    expect(Object.fromEntries(await layouts.byCourse())).toEqual({
      [COURSE.id]: [{ vm: 'vm-dc01', layout: 'ch-de' }],
      'course-other': [{ vm: 'vm-dc01', layout: 'uk' }],
    });

    await storage.courses.delete(COURSE.id);
    expect(await layouts.listByCourse(COURSE.id)).toEqual([]);
  });

  it('refuses a layout the server does not type in', async () => {
    const { storage, database } = await open();
    opened.push(storage);
    await storage.courses.insert(COURSE);
    await expect(
      database.query("INSERT INTO course_keyboard_layouts (course_id, vm, layout) VALUES ($1, 'vm-dc01', 'dvorak')", [
        COURSE.id,
      ]),
    ).rejects.toThrow();
  });
});
