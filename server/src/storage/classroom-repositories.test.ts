import { afterAll, describe, expect, it } from '@rstest/core';
import { STORAGE_DATABASES } from '../../test-support/storage-databases';
import { STORED_CLASS } from '../../test-support/stored-class';
import type { Storage } from '../domain/ports/storage';

/** Instructors at students' consoles and paused screens, the same on the embedded PGlite and on PostgreSQL. */

const opened: Storage[] = [];
afterAll(async () => {
  for (const storage of opened.splice(0)) await storage.close();
});

const CLASS = STORED_CLASS;

const at = (time: string) => new Date(`2030-01-07T${time}Z`);

describe.each(STORAGE_DATABASES)('classroom storage on $kind', ({ open }) => {
  async function fresh(): Promise<Storage> {
    const { storage } = await open();
    opened.push(storage);
    return storage;
  }

  it("records instructors' console sessions: open while seen lately, ended once, the class's newest first", async () => {
    const storage = await fresh();
    const watches = storage.consoleWatches;
    const session = {
      classId: CLASS.id,
      email: 'ws-01@academy.test',
      vm: 'vm-1',
      machineName: 'DC01',
      instructor: 'Ada',
      mode: 'view' as const,
      startedAt: at('09:00:00'),
    };
    const first = await watches.start(session);
    const second = await watches.start({ ...session, mode: 'control', startedAt: at('09:01:00') });
    await watches.start({ ...session, email: 'ws-02@academy.test', startedAt: at('09:02:00') });

    expect((await watches.listOpen(CLASS.id, session.email, at('09:00:00'))).map(({ id }) => id)).toEqual([
      first,
      second,
    ]);
    // Not said to be open since: its instance is gone.
    expect(await watches.listOpen(CLASS.id, session.email, at('09:05:00'))).toEqual([]);
    await watches.seen([second], at('09:06:00'));
    expect((await watches.listOpen(CLASS.id, session.email, at('09:05:00'))).map(({ id }) => id)).toEqual([second]);

    await watches.end(second, at('09:07:00'));
    await watches.end(second, at('09:09:00'));
    await watches.seen([second], at('09:10:00'));
    expect(await watches.listOpen(CLASS.id, session.email, at('09:05:00'))).toEqual([]);

    const listed = await watches.listByClass(CLASS.id, 2);
    expect(listed.map(({ email, mode }) => [email, mode])).toEqual([
      ['ws-02@academy.test', 'view'],
      ['ws-01@academy.test', 'control'],
    ]);
    expect(listed[1]).toEqual({
      ...session,
      id: second,
      mode: 'control',
      startedAt: at('09:01:00'),
      endedAt: at('09:07:00'),
    });
    expect(await watches.listByClass('another-class', 50)).toEqual([]);
  });

  it("keeps the instructor and the mode on a console ticket, and none on a student's", async () => {
    const storage = await fresh();
    const expiresAt = at('10:00:00');
    const machine = { vm: 'vm-1', name: 'DC01', labId: 'class-1/ws-01@academy.test' };
    await storage.tickets.insert({ ...machine, token: 'student', expiresAt });
    await storage.tickets.insert({ ...machine, token: 'watch', expiresAt, watcher: { name: 'Ada', mode: 'view' } });
    expect(await storage.tickets.take('student', at('09:00:00'))).toEqual(machine);
    expect(await storage.tickets.take('watch', at('09:00:00'))).toEqual({
      ...machine,
      watcher: { name: 'Ada', mode: 'view' },
    });
  });

  it("pauses a class's screens (the first pause stays until resumed), and knows no class it does not have", async () => {
    const storage = await fresh();
    await storage.classes.insert(CLASS);
    const pauses = storage.screenPauses;
    expect(await pauses.get(CLASS.id)).toEqual({ pausedAt: null, pausedBy: null });
    expect(await pauses.set(CLASS.id, { at: at('09:00:00'), by: 'Ada' })).toEqual({
      pausedAt: at('09:00:00'),
      pausedBy: 'Ada',
    });
    expect(await pauses.set(CLASS.id, { at: at('09:05:00'), by: 'Grace' })).toEqual({
      pausedAt: at('09:00:00'),
      pausedBy: 'Ada',
    });
    expect(await pauses.get(CLASS.id)).toEqual({ pausedAt: at('09:00:00'), pausedBy: 'Ada' });
    expect(await pauses.set(CLASS.id, null)).toEqual({ pausedAt: null, pausedBy: null });
    expect(await pauses.get('no-such-class')).toBeUndefined();
    expect(await pauses.set('no-such-class', { at: at('09:00:00'), by: 'Ada' })).toBeUndefined();
  });
});
