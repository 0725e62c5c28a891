import { afterAll, describe, expect, it } from '@rstest/core';
import { STORAGE_DATABASES } from '../../../test-support/storage-databases';
import { STORED_CLASS } from '../../../test-support/stored-class';
import type { Storage } from '../../domain/ports/storage';
import type { CheckAttemptRecord } from './check-attempt-repository';
import { createCheckAttemptRepository } from './sql-check-attempt-repository';

/** The attempts of a class's checks, the same on the embedded PGlite and on PostgreSQL. */

const opened: Storage[] = [];
afterAll(async () => {
  for (const storage of opened.splice(0)) await storage.close();
});

const [ALICE = '', BOB = ''] = STORED_CLASS.emails;
const FAILED: CheckAttemptRecord = {
  classId: STORED_CLASS.id,
  email: ALICE,
  checkId: '2-1',
  step: 2,
  at: new Date('2030-01-07T09:00:00.000Z'),
  verdict: 'failed',
  by: 'student',
  durationMs: 812,
  output: 'nginx is inactive\n',
  outputCut: true,
};

describe.each(STORAGE_DATABASES)('check attempts on $kind', ({ open }) => {
  it("keeps each attempt with its verdict and output, lists a student's and a class's oldest first, and goes with the class", async () => {
    const { storage, database } = await open();
    opened.push(storage);
    const attempts = createCheckAttemptRepository(database);
    await storage.classes.insert(STORED_CLASS);
    const passed: CheckAttemptRecord = {
      ...FAILED,
      at: new Date('2030-01-07T09:05:00.000Z'),
      verdict: 'passed',
      output: null,
      outputCut: false,
    };
    const bobs: CheckAttemptRecord = {
      ...FAILED,
      email: BOB,
      at: new Date('2030-01-07T09:01:00.000Z'),
      verdict: 'could-not-run',
      by: 'instructor',
      output: null,
      outputCut: false,
    };
    await attempts.insert(passed);
    await attempts.insert(FAILED);
    await attempts.insert(bobs);
    expect(await attempts.listByStudent(STORED_CLASS.id, ALICE)).toEqual([FAILED, passed]);
    expect(await attempts.listByClass(STORED_CLASS.id)).toEqual([FAILED, bobs, passed]);
    await storage.classes.delete(STORED_CLASS.id);
    expect(await attempts.listByClass(STORED_CLASS.id)).toEqual([]);
  });
});
