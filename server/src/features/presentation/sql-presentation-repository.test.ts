import { afterAll, describe, expect, it } from '@rstest/core';
import { STORAGE_DATABASES } from '../../../test-support/storage-databases';
import { STORED_CLASS } from '../../../test-support/stored-class';
import type { Storage } from '../../domain/ports/storage';
import { createPresentationRepository } from './sql-presentation-repository';

/** The machine each class is shown, the same on the embedded PGlite and on PostgreSQL. */

const CLASS = STORED_CLASS;
const opened: Storage[] = [];
afterAll(async () => {
  for (const storage of opened.splice(0)) await storage.close();
});

describe.each(STORAGE_DATABASES)('presentations on $kind', ({ open }) => {
  it('keeps one presentation per class, the last one shown, and drops it with the class', async () => {
    const { storage, database } = await open();
    opened.push(storage);
    const presentations = createPresentationRepository(database);
    await storage.classes.insert(CLASS);
    const shown = {
      classId: CLASS.id,
      vm: 'vm-1',
      machineName: 'DC01',
      student: 'ws-01@academy.test',
      presenterName: 'Ada',
      startedAt: new Date('2030-01-07T09:00:00Z'),
    };
    await Promise.all([presentations.put(shown), presentations.put({ ...shown, vm: 'vm-2' })]);
    expect(['vm-1', 'vm-2']).toContain((await presentations.get(CLASS.id))?.vm);
    await presentations.put({ ...shown, vm: 'vm-3', machineName: 'SRV01' });
    expect(await presentations.get(CLASS.id)).toEqual({ ...shown, vm: 'vm-3', machineName: 'SRV01' });
    expect(await presentations.remove(CLASS.id)).toBe(true);
    expect(await presentations.remove(CLASS.id)).toBe(false);
    await presentations.put(shown);
    await storage.classes.delete(CLASS.id);
    expect(await presentations.get(CLASS.id)).toBeUndefined();
  });
});
