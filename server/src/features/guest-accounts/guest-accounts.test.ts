import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from '@rstest/core';
import { STORAGE_DATABASES } from '../../../test-support/storage-databases';
import type { Storage } from '../../domain/ports/storage';
import { createGuestAccountService } from './guest-account-service';
import { createSecretBox } from './secret-box';
import { createGuestAccountRepository } from './sql-guest-account-repository';

const COURSE = {
  id: 'course-guest-accounts',
  name: 'Windows Server',
  description: 'DNS and AD.',
  folder: 'group-v101',
  status: 'ACTIVE' as const,
  vms: ['vm-dc01', 'vm-srv01'],
  manual: '',
  manualVersion: null,
};

describe('createSecretBox', () => {
  it('opens what it sealed, never shows the secret sealed, and opens nothing sealed with another key or changed', () => {
    const box = createSecretBox(randomBytes(32));
    const sealed = box.seal('Passw0rd! é');
    expect(sealed).toMatch(/^v1:[A-Za-z0-9+/=]+$/);
    expect(sealed).not.toContain('Passw0rd');
    expect(box.seal('Passw0rd! é')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('Passw0rd! é');
    expect(createSecretBox(randomBytes(32)).open(sealed)).toBeUndefined();
    const bytes = Buffer.from(sealed.slice(3), 'base64');
    bytes[bytes.length - 1] = (bytes.at(-1) ?? 0) ^ 1;
    expect(box.open(`v1:${bytes.toString('base64')}`)).toBeUndefined();
    expect(box.open('plain text')).toBeUndefined();
    expect(() => createSecretBox(randomBytes(16))).toThrow('A secrets key is 32 bytes (this one has 16).');
  });
});

const opened: Storage[] = [];
afterAll(async () => {
  for (const storage of opened.splice(0)) await storage.close();
});

describe.each(STORAGE_DATABASES)('guest accounts on $kind', ({ open }) => {
  it('keeps each machine its account, the password sealed, kept, replaced or cleared, and drops them with the course', async () => {
    const { storage, database } = await open();
    opened.push(storage);
    await storage.courses.insert(COURSE);
    const repository = createGuestAccountRepository(database);
    const key = randomBytes(32);
    const service = createGuestAccountService({ accounts: repository, box: createSecretBox(key), storage });

    await service.save(COURSE.id, [
      { vm: 'vm-dc01', username: 'ACADEMY\\checker', password: 'S3cret-dc' },
      { vm: 'vm-srv01', username: 'checker' },
    ]);
    expect(await service.ofCourse(COURSE.id)).toEqual([
      { vm: 'vm-dc01', username: 'ACADEMY\\checker', passwordSet: true },
      { vm: 'vm-srv01', username: 'checker', passwordSet: false },
    ]);
    const stored = await database.query<Record<string, unknown>>('SELECT * FROM course_guest_accounts');
    expect(JSON.stringify(stored.rows)).not.toContain('S3cret-dc');
    expect(await service.credentials(COURSE.id, 'vm-dc01')).toEqual({
      ok: true,
      username: 'ACADEMY\\checker',
      password: 'S3cret-dc',
    });
    expect(await service.credentials(COURSE.id, 'vm-srv01')).toEqual({
      ok: false,
      problem: 'The guest account of vm-srv01 has no password: set one in the course form.',
    });
    expect(await service.credentials(COURSE.id, 'vm-other')).toEqual({
      ok: false,
      problem: 'The course has no guest account for vm-other: set one in the course form.',
    });

    // A password absent is kept (the form never has it), a new one replaces it, null clears it.
    await service.save(COURSE.id, [
      { vm: 'vm-dc01', username: 'admin' },
      { vm: 'vm-srv01', username: 'root', password: 'new' },
    ]);
    expect(await service.credentials(COURSE.id, 'vm-dc01')).toMatchObject({
      ok: true,
      username: 'admin',
      password: 'S3cret-dc',
    });
    expect(await service.credentials(COURSE.id, 'vm-srv01')).toMatchObject({ ok: true, password: 'new' });
    await service.save(COURSE.id, [{ vm: 'vm-dc01', username: 'admin', password: null }]);
    expect(await service.ofCourse(COURSE.id)).toEqual([{ vm: 'vm-dc01', username: 'admin', passwordSet: false }]);

    // Another key (the throwaway one of an earlier start): said as such, nothing thrown.
    await service.save(COURSE.id, [{ vm: 'vm-dc01', username: 'admin', password: 'S3cret-dc' }]);
    const otherKey = createGuestAccountService({
      accounts: repository,
      box: createSecretBox(randomBytes(32)),
      storage,
    });
    expect(await otherKey.credentials(COURSE.id, 'vm-dc01')).toEqual({
      ok: false,
      problem:
        "The guest password of vm-dc01 cannot be read with this server's SECRETS_KEY (it was stored with another key): set it again in the course form.",
    });
    expect(await otherKey.ofCourse(COURSE.id)).toEqual([{ vm: 'vm-dc01', username: 'admin', passwordSet: true }]);
    expect((await service.byCourse()).get(COURSE.id)).toHaveLength(1);

    await storage.courses.delete(COURSE.id);
    expect(await service.ofCourse(COURSE.id)).toEqual([]);
  });
});
