import { afterAll, describe, expect, it } from '@rstest/core';
import { STORAGE_DATABASES } from '../../../test-support/storage-databases';
import { STORED_CLASS } from '../../../test-support/stored-class';
import { eventually } from '../../../test-support/test-server';
import type { Storage } from '../../domain/ports/storage';
import { createCheckRunLeases } from './sql-check-run-leases';

/** The one check each student runs at a time, the same on the embedded PGlite and on PostgreSQL. */

const opened: Storage[] = [];
afterAll(async () => {
  for (const storage of opened.splice(0)) await storage.close();
});

const [ALICE = '', BOB = ''] = STORED_CLASS.emails;
const MINUTE = 60_000;

describe.each(STORAGE_DATABASES)('check runs on $kind', ({ open }) => {
  it("holds one run per student until it ends, and says which check holds it; another student's is their own", async () => {
    const { storage, database } = await open();
    opened.push(storage);
    const runs = createCheckRunLeases(database);
    await storage.classes.insert(STORED_CLASS);
    const first = await runs.take(STORED_CLASS.id, ALICE, '4-1', MINUTE);
    if (!first.taken) throw new Error('the first run was not taken');
    expect(await runs.take(STORED_CLASS.id, ALICE, '2-1', MINUTE)).toEqual({ taken: false, running: '4-1' });
    expect(await runs.runningOf(STORED_CLASS.id, ALICE)).toBe('4-1');
    expect(await runs.take(STORED_CLASS.id, BOB, '2-1', MINUTE)).toMatchObject({ taken: true });
    await runs.end(first.token);
    expect(await runs.runningOf(STORED_CLASS.id, ALICE)).toBeNull();
    expect(await runs.take(STORED_CLASS.id, ALICE, '2-1', MINUTE)).toMatchObject({ taken: true });
  });

  it("lets a run its holder stopped renewing (a killed instance's) go once its lease runs out; a renewed one stays", async () => {
    const { storage, database } = await open();
    opened.push(storage);
    const runs = createCheckRunLeases(database);
    await storage.classes.insert(STORED_CLASS);
    const abandoned = await runs.take(STORED_CLASS.id, ALICE, '4-1', 300);
    const renewed = await runs.take(STORED_CLASS.id, BOB, '4-1', 300);
    if (!abandoned.taken || !renewed.taken) throw new Error('the runs were not taken');
    await runs.renew(renewed.token, MINUTE);
    const taken = await eventually(async () => {
      const again = await runs.take(STORED_CLASS.id, ALICE, '2-1', MINUTE);
      return again.taken ? again : undefined;
    });
    expect(taken).toMatchObject({ taken: true });
    expect(await runs.take(STORED_CLASS.id, BOB, '2-1', MINUTE)).toEqual({ taken: false, running: '4-1' });
    // The old holder ending late does not end the new holder's run.
    await runs.end(abandoned.token);
    expect(await runs.runningOf(STORED_CLASS.id, ALICE)).toBe('2-1');
  });

  it('takes no run for a class that no longer exists, and its runs go with it', async () => {
    const { storage, database } = await open();
    opened.push(storage);
    const runs = createCheckRunLeases(database);
    await storage.classes.insert(STORED_CLASS);
    await runs.take(STORED_CLASS.id, ALICE, '4-1', MINUTE);
    await storage.classes.delete(STORED_CLASS.id);
    expect(await runs.runningOf(STORED_CLASS.id, ALICE)).toBeNull();
    expect(await runs.take(STORED_CLASS.id, ALICE, '4-1', MINUTE)).toEqual({ taken: false, running: null });
  });
});
