import { afterAll, describe, expect, it } from '@rstest/core';
import { STORAGE_DATABASES } from '../../../test-support/storage-databases';
import { STORED_CLASS } from '../../../test-support/stored-class';
import type { Storage } from '../../domain/ports/storage';
import { createMessageRepository } from './sql-message-repository';

/** A class's message history, the same on the embedded PGlite and on PostgreSQL. */

const opened: Storage[] = [];
afterAll(async () => {
  for (const storage of opened.splice(0)) await storage.close();
});

describe.each(STORAGE_DATABASES)('message history on $kind', ({ open }) => {
  it('keeps each student’s latest message in the latest few, however many another student sent after it', async () => {
    const { storage, database } = await open();
    opened.push(storage);
    const messages = createMessageRepository(database);
    await storage.classes.insert(STORED_CLASS);
    const message = (student: string, text: string) => ({
      classId: STORED_CLASS.id,
      sentAt: new Date('2030-01-07T09:00:00Z'),
      from: 'student' as const,
      senderName: student,
      student,
      text,
    });
    await messages.append(message('ws-01@academy.test', 'Is DC01 meant to be off?'));
    for (let i = 0; i < 12; i += 1) await messages.append(message('ws-02@academy.test', `flood ${i}`));

    const latest = await messages.listByClass(STORED_CLASS.id, 5);
    expect(latest.map(({ text }) => text)).toEqual([
      'Is DC01 meant to be off?',
      'flood 7',
      'flood 8',
      'flood 9',
      'flood 10',
      'flood 11',
    ]);
  });
});
