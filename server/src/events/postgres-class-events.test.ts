import type { ClassCheckVerdict, ClassLabChange } from '@academy/api';
import { afterEach, describe, expect, it } from '@rstest/core';
import { createTestDatabase } from '../../test-support/test-postgres';
import type { AddressedNotice, ClassWatcher } from '../domain/ports/events';
import { createPostgresClassEvents } from './postgres-class-events';

function hearing(changes: ClassLabChange[], deletions: string[] = []): ClassWatcher {
  return { changed: (change) => changes.push(change), told: () => undefined, deleted: () => deletions.push('deleted') };
}

describe('class events over PostgreSQL', () => {
  const opened: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const events of opened.splice(0)) await events.close();
  });

  it("delivers a change published on one instance to another instance's subscribers of that class only", async () => {
    const databaseUrl = await createTestDatabase();
    const [first, second] = await Promise.all([
      createPostgresClassEvents(databaseUrl),
      createPostgresClassEvents(databaseUrl),
    ]);
    opened.push(first, second);
    const heard: ClassLabChange[] = [];
    const otherClass: ClassLabChange[] = [];
    second.subscribe('class-1', hearing(heard));
    second.subscribe('class-2', hearing(otherClass));

    first.publish('class-1', { email: 'ann@academy.test', reason: 'hand' });

    await expect.poll(() => heard).toEqual([{ email: 'ann@academy.test', reason: 'hand' }]);
    expect(otherClass).toEqual([]);
  });

  it("delivers a student notice told on one instance to another instance's watchers of that class only", async () => {
    const databaseUrl = await createTestDatabase();
    const [first, second] = await Promise.all([
      createPostgresClassEvents(databaseUrl),
      createPostgresClassEvents(databaseUrl),
    ]);
    opened.push(first, second);
    const told: AddressedNotice[] = [];
    const otherClass: AddressedNotice[] = [];
    second.subscribe('class-1', { ...hearing([]), told: (notice) => told.push(notice) });
    second.subscribe('class-2', { ...hearing([]), told: (notice) => otherClass.push(notice) });
    const notice: AddressedNotice = {
      to: 'ann@academy.test',
      notice: { kind: 'class-end', endsAt: '2026-03-10T17:00:00.000Z', labsEndAt: '2026-03-10T17:00:00.000Z' },
    };
    first.tell('class-1', notice);
    await expect.poll(() => told).toEqual([notice]);
    expect(otherClass).toEqual([]);
  });

  it("delivers a check's verdict published on one instance to another instance's monitors of that class only", async () => {
    const databaseUrl = await createTestDatabase();
    const [first, second] = await Promise.all([
      createPostgresClassEvents(databaseUrl),
      createPostgresClassEvents(databaseUrl),
    ]);
    opened.push(first, second);
    const heard: ClassCheckVerdict[] = [];
    const otherClass: ClassCheckVerdict[] = [];
    second.subscribe('class-1', { ...hearing([]), verdict: (verdict) => heard.push(verdict) });
    second.subscribe('class-2', { ...hearing([]), verdict: (verdict) => otherClass.push(verdict) });
    const verdict: ClassCheckVerdict = {
      email: 'ann@academy.test',
      checkId: '2-1',
      step: 2,
      verdict: 'failed',
      at: '2026-03-10T10:00:00.000Z',
      cell: { checkId: '2-1', attempts: 3, lastAt: '2026-03-10T10:00:00.000Z', status: 'failed', failedInARow: 3 },
      raised: true,
      by: 'student',
    };
    first.publishVerdict('class-1', verdict);
    await expect.poll(() => heard).toEqual([verdict]);
    expect(otherClass).toEqual([]);
  });

  it('delivers to subscribers on the publishing instance too', async () => {
    const events = await createPostgresClassEvents(await createTestDatabase());
    opened.push(events);
    const heard: ClassLabChange[] = [];
    events.subscribe('class-1', hearing(heard));
    events.publish('class-1', { email: 'bob@academy.test', reason: 'power' });
    await expect.poll(() => heard).toHaveLength(1);
  });

  it("ends a deleted class's watchers on every instance, and only that class's", async () => {
    const databaseUrl = await createTestDatabase();
    const [first, second] = await Promise.all([
      createPostgresClassEvents(databaseUrl),
      createPostgresClassEvents(databaseUrl),
    ]);
    opened.push(first, second);
    const deletions: string[] = [];
    first.subscribe('class-1', hearing([], deletions));
    second.subscribe('class-1', hearing([], deletions));
    second.subscribe('class-2', hearing([], deletions));

    first.publishDeleted('class-1');

    await expect.poll(() => deletions).toHaveLength(2);
    expect([first.watcherCount(), second.watcherCount()]).toEqual([0, 1]);
  });
});
