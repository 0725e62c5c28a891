import { afterAll, describe, expect, it } from '@rstest/core';
import { STORAGE_DATABASES } from '../../test-support/storage-databases';
import { STORED_CLASS } from '../../test-support/stored-class';
import { createTestDatabase } from '../../test-support/test-postgres';
import type { NewSignInLink, RosterStudentRecord } from '../domain/ports/roster-storage';
import type { Storage } from '../domain/ports/storage';
import { openStorage } from './open-storage';

/** Rosters and sign-in links with their invitations' jobs, the same on the embedded PGlite and on PostgreSQL. */

const CLASS = STORED_CLASS;
// The class runs 2030-01-07 to 2030-01-09 (its end: 2030-01-09T23:00Z).
const AT = new Date('2030-01-08T09:00:00Z');
const LEASE_MS = 60_000;
const opened: Storage[] = [];
afterAll(async () => {
  for (const storage of opened.splice(0)) await storage.close();
});

function student(number: number, email: string, passphrase: string | null = null): RosterStudentRecord {
  return {
    classId: CLASS.id,
    username: `ws-0${number}@academy.test`,
    number,
    name: `Student ${number}`,
    email,
    passphrase,
  };
}

function newLink(username: string, tokenHash: string, createdAt = AT): NewSignInLink {
  return {
    tokenHash,
    classId: CLASS.id,
    username,
    createdAt,
    link: `http://portal.test/join#${tokenHash}`,
    message: { to: `${tokenHash}@x.org`, replyTo: 'ada@x.org', subject: 'Invitation', text: 'text', html: 'html' },
  };
}

const claim = (owner: string, now = AT) => ({
  owner,
  now,
  leaseMs: LEASE_MS,
  limit: 10,
  classEndAfter: new Date(now.getTime() - 60_000),
});

describe.each(STORAGE_DATABASES)('rosters on $kind', ({ open }) => {
  async function fresh(): Promise<Storage> {
    const { storage } = await open();
    opened.push(storage);
    await storage.classes.insert(CLASS);
    return storage;
  }

  it('keeps the students by number, counts them with the class, and never frees a removed one’s number', async () => {
    const storage = await fresh();
    const [ann, bob] = [student(1, 'ann@x.org', 'own-1'), student(2, 'bob@x.org')];
    await storage.roster.insert(bob);
    await storage.roster.insert(ann);
    expect(await storage.roster.listByClass(CLASS.id)).toEqual([ann, bob]);
    expect((await storage.classes.get(CLASS.id))?.rosterSize).toBe(2);
    expect(await storage.roster.passphraseOf(CLASS.id, ann.username)).toBe('own-1');
    await storage.roster.update({ ...bob, name: 'Robert', passphrase: 'own-2' });
    expect(await storage.roster.passphraseOf(CLASS.id, bob.username)).toBe('own-2');

    expect(await storage.roster.remove(CLASS.id, bob.username, AT)).toBe(true);
    expect(await storage.roster.remove(CLASS.id, bob.username, AT)).toBe(false);
    expect(await storage.roster.listByClass(CLASS.id)).toEqual([ann]);
    expect(await storage.roster.passphraseOf(CLASS.id, bob.username)).toBeUndefined();
    expect(await storage.roster.numbersTaken(CLASS.id)).toEqual([1, 2]);
    expect((await storage.classes.get(CLASS.id))?.rosterSize).toBe(1);
    // The removed student's address may come back, under a new number.
    await storage.roster.insert(student(3, 'BOB@x.org'));
    await expect(storage.roster.insert(student(4, 'ann@X.org'))).rejects.toThrow();
  });

  it('erases the names, addresses, passphrases and unsent links of classes that ended before the retention', async () => {
    const storage = await fresh();
    await storage.roster.insert(student(1, 'ann@x.org', 'own-1'));
    await storage.signInLinks.issue(newLink('ws-01@academy.test', 'h1'));
    expect(await storage.roster.eraseEndedBefore(CLASS.endDate)).toBe(0);
    expect(await storage.roster.eraseEndedBefore(new Date(CLASS.endDate.getTime() + 1))).toBe(1);
    expect(await storage.roster.listByClass(CLASS.id)).toEqual([
      { ...student(1, 'ann@x.org'), name: null, email: null, passphrase: null },
    ]);
    expect(await storage.signInLinks.findByHash('h1')).toMatchObject({ link: null, message: null });
    // An extended class ends later.
    await storage.classes.moveEnd(CLASS.id, { byMs: 86_400_000 });
    await storage.roster.update({ ...student(1, 'ann@x.org') });
    expect(await storage.roster.eraseEndedBefore(new Date(CLASS.endDate.getTime() + 1))).toBe(0);
  });

  it("issues links, each replacing the student's one before; ends, redeems once, and drops everything with the class", async () => {
    const storage = await fresh();
    await storage.roster.insert(student(1, 'ann@x.org'));
    await storage.roster.insert(student(2, 'bob@x.org'));
    await storage.signInLinks.issue(newLink('ws-01@academy.test', 'h1'));
    await storage.signInLinks.issue(newLink('ws-02@academy.test', 'h2'));
    await storage.signInLinks.issue(newLink('ws-01@academy.test', 'h3', new Date(AT.getTime() + 1000)));
    expect(await storage.signInLinks.findByHash('h1')).toMatchObject({
      endReason: 'REPLACED',
      endedAt: new Date(AT.getTime() + 1000),
      link: null,
      message: null,
    });
    expect((await storage.signInLinks.latestByClass(CLASS.id)).map((link) => link.tokenHash)).toEqual(['h3', 'h2']);

    expect(await storage.signInLinks.redeem('h3', AT)).toBe(true);
    expect(await storage.signInLinks.redeem('h3', new Date(AT.getTime() + 5000))).toBe(false);
    expect((await storage.signInLinks.findByHash('h3'))?.redeemedAt).toEqual(AT);

    expect(await storage.signInLinks.end(CLASS.id, 'ws-02@academy.test', 'REVOKED', AT)).toBe(true);
    expect(await storage.signInLinks.end(CLASS.id, 'ws-02@academy.test', 'REVOKED', AT)).toBe(false);
    expect(await storage.signInLinks.findByHash('h2')).toMatchObject({ endReason: 'REVOKED', link: null });

    await storage.classes.delete(CLASS.id);
    expect(await storage.signInLinks.findByHash('h3')).toBeUndefined();
    expect(await storage.roster.listByClass(CLASS.id)).toEqual([]);
  });

  it('hands a due invitation to one worker under a lease, again once the lease ran out, never once settled', async () => {
    const storage = await fresh();
    await storage.roster.insert(student(1, 'ann@x.org'));
    await storage.roster.insert(student(2, 'bob@x.org'));
    await storage.signInLinks.issue(newLink('ws-01@academy.test', 'h1'));
    await storage.signInLinks.issue(newLink('ws-02@academy.test', 'h2'));
    await storage.signInLinks.end(CLASS.id, 'ws-02@academy.test', 'REVOKED', AT);

    const [taken, ...more] = await storage.signInLinks.claimDue(claim('one'));
    expect(more).toEqual([]);
    expect(taken).toEqual({ tokenHash: 'h1', attempts: 1, message: newLink('', 'h1').message });
    expect(await storage.signInLinks.claimDue(claim('two'))).toEqual([]);
    // The first worker died: its lease runs out, and the job is taken again (the attempt counted).
    const later = new Date(AT.getTime() + LEASE_MS);
    expect((await storage.signInLinks.claimDue(claim('two', later)))[0]?.attempts).toBe(2);
    // A worker whose lease was taken settles nothing.
    await storage.signInLinks.markSent('h1', 'one', later);
    expect((await storage.signInLinks.findByHash('h1'))?.mailStatus).toBe('QUEUED');

    await storage.signInLinks.retryLater('h1', 'two', 'relay unreachable', new Date(later.getTime() + 30_000));
    expect(await storage.signInLinks.claimDue(claim('two', later))).toEqual([]);
    const retry = new Date(later.getTime() + 30_000);
    expect(await storage.signInLinks.claimDue(claim('two', retry))).toHaveLength(1);
    await storage.signInLinks.markSent('h1', 'two', retry);
    expect(await storage.signInLinks.findByHash('h1')).toMatchObject({
      mailStatus: 'SENT',
      sentAt: retry,
      attempts: 3,
      lastError: null,
      link: null,
      message: null,
    });
    expect(await storage.signInLinks.claimDue(claim('two', new Date(retry.getTime() + LEASE_MS)))).toEqual([]);
  });

  it('fails an invitation for good, keeping its link to copy; sends nothing of a class whose links ended', async () => {
    const storage = await fresh();
    await storage.roster.insert(student(1, 'ann@x.org'));
    await storage.signInLinks.issue(newLink('ws-01@academy.test', 'h1'));
    const after = { ...claim('one'), classEndAfter: CLASS.endDate };
    expect(await storage.signInLinks.claimDue(after)).toEqual([]);
    await storage.signInLinks.claimDue(claim('one'));
    await storage.signInLinks.markFailed('h1', 'one', 'mailbox unavailable');
    expect(await storage.signInLinks.findByHash('h1')).toMatchObject({
      mailStatus: 'FAILED',
      lastError: 'mailbox unavailable',
      link: 'http://portal.test/join#h1',
    });
    expect(await storage.signInLinks.claimDue(claim('one', new Date(AT.getTime() + LEASE_MS)))).toEqual([]);
  });
});

describe('invitations claimed by two instances on one PostgreSQL', () => {
  it('go each to one of them', async () => {
    const databaseUrl = await createTestDatabase();
    const [one, two] = await Promise.all([1, 2].map(() => openStorage({ dataDir: '', databaseUrl })));
    if (!one || !two) throw new Error('no storage');
    opened.push(one.storage, two.storage);
    await one.storage.classes.insert(CLASS);
    for (const number of [1, 2, 3, 4, 5, 6]) {
      await one.storage.roster.insert(student(number, `s${number}@x.org`));
      await one.storage.signInLinks.issue(newLink(`ws-0${number}@academy.test`, `h${number}`));
    }
    const claims = await Promise.all(
      [one, two, one, two].map((each, index) => each.storage.signInLinks.claimDue({ ...claim(`w${index}`), limit: 2 })),
    );
    const hashes = claims.flat().map((taken) => taken.tokenHash);
    expect(hashes.sort()).toEqual(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
  });
});
