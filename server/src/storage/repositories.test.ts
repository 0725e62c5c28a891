import { afterAll, describe, expect, it } from '@rstest/core';
import pg from 'pg';
import { STORAGE_DATABASES } from '../../test-support/storage-databases';
import { STORED_CLASS } from '../../test-support/stored-class';
import { createTestDatabase } from '../../test-support/test-postgres';
import type { LabMachineRecord, Storage } from '../domain/ports/storage';
import { MIGRATIONS } from './migrations';
import { openStorage } from './open-storage';

/** Every repository, the migrations and the scheduler's lock, the same on the embedded PGlite and on PostgreSQL. */

const opened: Storage[] = [];
afterAll(async () => {
  for (const storage of opened.splice(0)) await storage.close();
});

const CLASS = STORED_CLASS;

const MACHINE: LabMachineRecord = {
  vm: 'vm-1',
  labId: 'class-1/ws-01',
  templateVm: 'vm-tpl-1011',
  position: 0,
  awaitingFirstBoot: true,
};

describe.each(STORAGE_DATABASES)('storage on $kind', ({ kind, open }) => {
  async function fresh(): Promise<Storage> {
    const { storage } = await open();
    opened.push(storage);
    return storage;
  }

  it('queues raised hands first raised first (ties by e-mail), keeps a place and a claim on a second raise', async () => {
    const storage = await fresh();
    await storage.classes.insert(CLASS);
    const [first, second] = CLASS.emails as [string, string];
    const at = new Date('2030-01-07T09:00:00Z');
    await storage.helpRequests.raise(CLASS.id, second, at);
    await storage.helpRequests.raise(CLASS.id, first, at);
    expect((await storage.helpRequests.listByClass(CLASS.id)).map((hand) => hand.email)).toEqual([first, second]);
    expect(await storage.helpRequests.claim(CLASS.id, second, 'Ada')).toEqual({
      email: second,
      requestedAt: at,
      claimedBy: 'Ada',
    });
    await storage.helpRequests.raise(CLASS.id, second, new Date('2030-01-07T10:00:00Z'));
    expect((await storage.helpRequests.listByClass(CLASS.id))[1]).toEqual({
      email: second,
      requestedAt: at,
      claimedBy: 'Ada',
    });
    await storage.helpRequests.lower(CLASS.id, second);
    expect(await storage.helpRequests.claim(CLASS.id, second, 'Ada')).toBeUndefined();
    expect(await storage.helpRequests.listByClass(CLASS.id)).toHaveLength(1);
  });

  it('stores courses and classes, finds a class by a student, updates and deletes', async () => {
    const storage = await fresh();
    const course = {
      id: 'course-1',
      name: 'WS',
      description: 'd',
      folder: 'f',
      status: 'ACTIVE' as const,
      vms: ['a'],
      manual: '',
      manualVersion: null,
    };
    await storage.courses.insert(course);
    await storage.classes.insert(CLASS);
    expect(await storage.courses.list()).toEqual([course]);
    expect(await storage.classes.findByStudent('ws-02@academy.test')).toEqual(CLASS);
    expect(await storage.classes.slugTaken('ws')).toBe(true);
    expect(await storage.classes.update({ ...CLASS, name: 'Renamed' })).toBe(true);
    expect((await storage.classes.get(CLASS.id))?.name).toBe('Renamed');
    expect(await storage.classes.delete(CLASS.id)).toBe(true);
    expect(await storage.classes.delete(CLASS.id)).toBe(false);
    await expect(
      storage.transaction(async (tx) => {
        await tx.courses.delete(course.id);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await storage.courses.get(course.id)).toEqual(course);
  });

  it("keeps every version of a course's manual; the course shows its current one, a class keeps its own", async () => {
    const storage = await fresh();
    const savedAt = new Date('2030-01-01T10:00:00Z');
    await storage.manuals.save({ courseId: 'course-1', version: 1, markdown: '## One\n', stepTitles: null, savedAt });
    await storage.manuals.save({
      courseId: 'course-1',
      version: 2,
      markdown: '## Two\n',
      stepTitles: ['Two'],
      savedAt,
    });
    const course = { id: 'course-1', name: 'WS', description: 'd', folder: 'f', status: 'ACTIVE' as const, vms: ['a'] };
    await storage.courses.insert({ ...course, manual: '## Two\n', manualVersion: 2 });
    expect(await storage.courses.get('course-1')).toEqual({ ...course, manual: '## Two\n', manualVersion: 2 });
    await storage.classes.insert({ ...CLASS, manualVersion: 1 });
    expect((await storage.classes.get(CLASS.id))?.manualVersion).toBe(1);
    expect(await storage.manuals.latestVersion('course-1')).toBe(2);
    expect(await storage.manuals.latestVersion('course-2')).toBe(0);
    expect((await storage.manuals.get('course-1', 1))?.markdown).toBe('## One\n');
    expect((await storage.manuals.list('course-1')).map((manual) => manual.version)).toEqual([1, 2]);
    // Steps stored on save; a version saved before they were gets them once read.
    expect((await storage.manuals.get('course-1', 2))?.stepTitles).toEqual(['Two']);
    expect((await storage.manuals.get('course-1', 1))?.stepTitles).toBeNull();
    await storage.manuals.setStepTitles('course-1', 1, ['One']);
    expect((await storage.manuals.list('course-1')).map((manual) => manual.stepTitles)).toEqual([['One'], ['Two']]);
    // The course without a manual: no text, and its old versions stay for the classes that read them.
    await storage.courses.update({ ...course, manual: '', manualVersion: null });
    expect(await storage.courses.get('course-1')).toEqual({ ...course, manual: '', manualVersion: null });
    await expect(
      storage.manuals.save({ courseId: 'course-1', version: 2, markdown: 'x', stepTitles: [], savedAt }),
    ).rejects.toThrow();
  });

  it("keeps each student's place in the class's manual until the class is deleted", async () => {
    const storage = await fresh();
    await storage.classes.insert(CLASS);
    const since = new Date('2030-01-07T09:00:00Z');
    const progress = { email: 'ws-01@academy.test', currentStep: 2, stepSince: since, done: [1] };
    await storage.manualProgress.put(CLASS.id, progress);
    expect(await storage.manualProgress.get(CLASS.id, progress.email)).toEqual(progress);
    const later = { ...progress, currentStep: 3, stepSince: new Date('2030-01-07T09:05:00Z'), done: [1, 2] };
    await storage.manualProgress.put(CLASS.id, later);
    await storage.manualProgress.put(CLASS.id, { ...progress, email: 'ws-02@academy.test' });
    expect(await storage.manualProgress.listByClass(CLASS.id)).toEqual([
      later,
      { ...progress, email: 'ws-02@academy.test' },
    ]);
    expect(await storage.manualProgress.get(CLASS.id, 'nobody@academy.test')).toBeUndefined();
    await storage.classes.delete(CLASS.id);
    expect(await storage.manualProgress.listByClass(CLASS.id)).toEqual([]);
  });

  it("moves a class's end by an amount from its current end, or to an instant, and counts concurrent extensions", async () => {
    const storage = await fresh();
    await storage.courses.insert({
      id: 'course-1',
      name: 'WS',
      description: '',
      folder: 'f',
      status: 'ACTIVE',
      vms: [],
      manual: '',
      manualVersion: null,
    });
    await storage.classes.insert(CLASS);
    const halfHour = 30 * 60_000;
    await Promise.all([
      storage.classes.moveEnd(CLASS.id, { byMs: halfHour }),
      storage.classes.moveEnd(CLASS.id, { byMs: halfHour }),
    ]);
    expect((await storage.classes.get(CLASS.id))?.extendedEnd).toEqual(
      new Date(CLASS.endDate.getTime() + 2 * halfHour),
    );
    const to = new Date('2030-01-09T20:00:00Z');
    expect((await storage.classes.moveEnd(CLASS.id, { to }))?.extendedEnd).toEqual(to);
    expect((await storage.classes.moveEnd(CLASS.id, { byMs: halfHour }))?.extendedEnd).toEqual(
      new Date(to.getTime() + halfHour),
    );
    expect(await storage.classes.moveEnd('no-such-class', { byMs: halfHour })).toBeUndefined();
  });

  it("warns and suspends an idle lab once among concurrent checks, never after a use since the check's read", async () => {
    const storage = await fresh();
    await storage.classes.insert(CLASS);
    const labId = `${CLASS.id}/ws-01`;
    const seenAt = new Date('2030-01-07T09:00:00Z');
    const later = (minutes: number) => new Date(seenAt.getTime() + minutes * 60_000);
    await storage.labActivity.seen(labId, CLASS.id, seenAt);
    const { labActivity } = storage;
    const warned = await Promise.all([1, 2].map(() => labActivity.markWarned(labId, seenAt, later(55))));
    expect(warned.sort()).toEqual([false, true]);
    const claims = await Promise.all([1, 2].map(() => labActivity.claimSuspend(labId, seenAt, later(60))));
    expect(claims.sort()).toEqual([false, true]);
    expect((await labActivity.list())[0]).toMatchObject({ warnedAt: later(55), suspendedAt: later(60) });

    // A claim given back (a machine refused) can be made again; a use since the read makes it fail.
    await labActivity.releaseSuspend(labId, later(60));
    expect((await labActivity.list())[0]?.suspendedAt).toBeNull();
    await labActivity.touch(labId, CLASS.id, later(61));
    expect(await labActivity.claimSuspend(labId, seenAt, later(62))).toBe(false);
    expect(await labActivity.markWarned(labId, seenAt, later(62))).toBe(false);
    expect((await labActivity.list())[0]).toMatchObject({ activeAt: later(61), warnedAt: null, suspendedAt: null });
  });

  it("keeps the portal's bookkeeping of the machines it cloned, in the lab's order, until they are gone", async () => {
    const { labMachines } = await fresh();
    const second = { ...MACHINE, vm: 'vm-2', templateVm: 'vm-tpl-1012', position: 1 };
    await labMachines.insert(second);
    await labMachines.insert(MACHINE);
    await labMachines.insert({ ...MACHINE, vm: 'vm-3', labId: 'class-1/ws-02' });
    expect(await labMachines.list(MACHINE.labId)).toEqual([MACHINE, second]);
    await labMachines.booted('vm-1');
    expect((await labMachines.list(MACHINE.labId))[0]?.awaitingFirstBoot).toBe(false);
    await labMachines.delete('vm-2');
    expect(await labMachines.list(MACHINE.labId)).toEqual([{ ...MACHINE, awaitingFirstBoot: false }]);
    await labMachines.deleteLab(MACHINE.labId);
    expect(await labMachines.list(MACHINE.labId)).toEqual([]);
    expect(await labMachines.list('class-1/ws-02')).toHaveLength(1);
  });

  it('redeems a console ticket once, never after it expired, and revokes a machine’s tickets', async () => {
    const { tickets } = await fresh();
    const now = new Date('2030-01-07T10:00:00Z');
    const ticket = { token: 't1', vm: 'vm-1', name: 'DC01', labId: 'lab', expiresAt: new Date(now.getTime() + 60_000) };
    await tickets.insert(ticket);
    const taken = await Promise.all([tickets.take('t1', now), tickets.take('t1', now)]);
    expect(taken.filter(Boolean)).toEqual([{ vm: 'vm-1', name: 'DC01', labId: 'lab' }]);
    await tickets.insert({ ...ticket, token: 't2' });
    expect(await tickets.take('t2', ticket.expiresAt)).toBeUndefined();
    await tickets.insert({ ...ticket, token: 't3' });
    await tickets.revokeMachine('vm-1', 'lab');
    expect(await tickets.take('t3', now)).toBeUndefined();
  });

  it('decides concurrent failed sign-ins one at a time: only as many are answered as the refusal allows', async () => {
    const { signInFailures: log } = await fresh();
    const at = new Date(Date.UTC(2030, 0, 7, 10));
    const since = new Date(at.getTime() - 60_000);
    const attempt = (client: string, failed: boolean) =>
      log.decide({
        keys: [
          { bucket: 'pair', client },
          { bucket: 'address', client: 'shared' },
        ],
        failed,
        at,
        since,
        refusal: ([pair = []]) => (pair.length < 10 ? 0 : 60),
      });
    const waits = await Promise.all(Array.from({ length: 150 }, () => attempt('a', true)));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(10);
    expect(await attempt('a', false)).toBe(60);
    // A right attempt records nothing: other clients still see no failure of their own.
    expect(await Promise.all(Array.from({ length: 20 }, () => attempt('b', false)))).toEqual(Array(20).fill(0));
    expect(await attempt('b', true)).toBe(0);
  });

  it('gives the refusal each key’s failures since the window, and forgets older ones', async () => {
    const { signInFailures: log } = await fresh();
    const at = (seconds: number) => new Date(Date.UTC(2030, 0, 7, 10, 0, seconds));
    const seen: Date[][][] = [];
    const attempt = (keys: { bucket: string; client: string }[], seconds: number, since: number) =>
      log.decide({
        keys,
        failed: true,
        at: at(seconds),
        since: at(since),
        refusal: (failures) => {
          seen.push(failures);
          return 0;
        },
      });
    const a = { bucket: 'account', client: 'a' };
    const b = { bucket: 'account', client: 'b' };
    await attempt([a], 1, 0);
    await attempt([a, b], 2, 0);
    await attempt([b, a], 3, 1);
    expect(seen.at(-1)).toEqual([[at(2)], [at(2)]]);
    await attempt([b], 10, 2);
    await attempt([a], 11, 0);
    expect(seen.at(-1)).toEqual([[at(3)]]);
  });

  it('keeps the identity provider’s first secret and its models until they expire or are revoked', async () => {
    const { identity } = await fresh();
    expect(await identity.secret('k', { n: 1 })).toEqual({ n: 1 });
    expect(await identity.secret('k', { n: 2 })).toEqual({ n: 1 });
    const now = new Date();
    await identity.upsert('Session', 's1', { uid: 'u1', accountId: 'x' }, new Date(now.getTime() + 60_000));
    await identity.upsert('RefreshToken', 'r1', { grantId: 'g1' }, new Date(now.getTime() + 60_000));
    await identity.upsert('AccessToken', 'old', { grantId: 'g2' }, new Date(now.getTime() - 1));
    expect(await identity.findBy('Session', 'uid', 'u1', now)).toEqual({ uid: 'u1', accountId: 'x' });
    expect(await identity.find('AccessToken', 'old', now)).toBeUndefined();
    await identity.consume('RefreshToken', 'r1', 1234);
    expect(await identity.find('RefreshToken', 'r1', now)).toEqual({ grantId: 'g1', consumed: 1234 });
    await identity.revokeByGrantId('g1');
    expect(await identity.find('RefreshToken', 'r1', now)).toBeUndefined();
    await identity.destroy('Session', 's1');
    expect(await identity.find('Session', 's1', now)).toBeUndefined();
  });

  if (kind === 'PostgreSQL') {
    it('migrates once when several instances start together, and seeds on one of them only', async () => {
      const databaseUrl = await createTestDatabase();
      const starts = await Promise.all([1, 2, 3].map(() => openStorage({ dataDir: '', databaseUrl })));
      opened.push(...starts.map((start) => start.storage));
      expect(starts.filter((start) => start.fresh)).toHaveLength(1);
      const rows = await sql<{ version: number }>(
        databaseUrl,
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      expect(rows).toEqual(MIGRATIONS.map(({ version }) => ({ version })));
    });

    it('gives the scheduler lock to one instance, and to another once the holder’s connection dies', async () => {
      const databaseUrl = await createTestDatabase();
      const [a, b] = await Promise.all([1, 2].map(() => openStorage({ dataDir: '', databaseUrl })));
      if (!a || !b) throw new Error('no storage');
      opened.push(a.storage, b.storage);
      const lockA = a.storage.leaderLock('class-scheduler');
      const lockB = b.storage.leaderLock('class-scheduler');
      expect(await lockA.tryAcquire()).toBe(true);
      expect(await lockB.tryAcquire()).toBe(false);
      expect(await lockA.tryAcquire()).toBe(true);
      // What PostgreSQL sees when the holder is SIGKILLed: its connection ends. Only this test's database: the
      // server is shared with the other worker's tests, whose migrations hold advisory locks of their own.
      await sql(
        databaseUrl,
        "SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
      );
      expect(await lockB.tryAcquire()).toBe(true);
      expect(await lockA.tryAcquire()).toBe(false);
      await lockB.release();
      expect(await lockA.tryAcquire()).toBe(true);
      await lockA.release();
    });
  }
});

async function sql<T>(databaseUrl: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}
