import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@rstest/core';
import { openStorage } from '../storage/open-storage';
import { createLoginThrottle, type LoginThrottle } from './login-throttle';
import type { Storage } from './ports/storage';

const WINDOW_MS = 300_000;

describe('login throttle', () => {
  let storage: Storage;
  let now: number;
  let throttle: LoginThrottle;
  let instance = 0;

  beforeAll(async () => {
    storage = (await openStorage({ dataDir: 'memory://' })).storage;
  });
  afterAll(() => storage.close());

  beforeEach(() => {
    now = Date.UTC(2030, 0, 7, 10);
    instance += 1;
    throttle = createLoginThrottle({
      clock: { now: () => new Date(now) },
      log: storage.signInFailures,
      name: `throttle-${instance}`,
      maxFailuresPerAccountAndAddress: 3,
      maxFailuresPerAddress: 8,
      windowMs: WINDOW_MS,
    });
  });

  const wrong = (account: string, address: string) => throttle.retryAfterSeconds({ account, address, right: false });
  const right = (account: string, address: string) => throttle.retryAfterSeconds({ account, address, right: true });

  it('refuses an account from the address that failed on it, even the right credential, until the window passes', async () => {
    for (let i = 0; i < 3; i += 1) expect(await wrong('ada@academy.test', '198.51.100.1')).toBe(0);
    expect(await right(' Ada@Academy.test', '198.51.100.1')).toBe(300);
    now += 100_000;
    expect(await wrong('ada@academy.test', '198.51.100.1')).toBe(200);
    now += 200_000;
    expect(await right('ada@academy.test', '198.51.100.1')).toBe(0);
  });

  it('never refuses the right credential from another address because of a stranger’s failures', async () => {
    for (let i = 0; i < 3; i += 1) await wrong('ada@academy.test', '198.51.100.1');
    expect(await right('ada@academy.test', '203.0.113.9')).toBe(0);
    // Right attempts record nothing: the owner can sign in as often as needed.
    for (let i = 0; i < 20; i += 1) expect(await right('ada@academy.test', '203.0.113.9')).toBe(0);
  });

  it('past the address limit, lets its address try only the accounts it has not failed on', async () => {
    // A classroom behind one address: 2 failures each on 4 accounts fill the address's 8.
    for (const student of ['s-01', 's-02', 's-03', 's-04']) {
      for (let i = 0; i < 2; i += 1) expect(await wrong(`${student}@academy.test`, '192.0.2.1')).toBe(0);
    }
    expect(await right('s-01@academy.test', '192.0.2.1')).toBe(300);
    expect(await right('s-05@academy.test', '192.0.2.1')).toBe(0);
    // A guesser behind the address gets one try at an account it has not failed on, then waits.
    expect(await wrong('s-06@academy.test', '192.0.2.1')).toBe(0);
    expect(await right('s-06@academy.test', '192.0.2.1')).toBe(300);
    expect(await right('s-01@academy.test', '203.0.113.9')).toBe(0);
  });

  it('past an account’s ceiling across addresses (ten times the per-pair limit), lets in only addresses clean on it', async () => {
    for (let address = 0; address < 10; address += 1) {
      for (let i = 0; i < 3; i += 1) expect(await wrong('ada@academy.test', `198.51.100.${address}`)).toBe(0);
    }
    expect(await wrong('ada@academy.test', '203.0.113.1')).toBe(0);
    expect(await right('ada@academy.test', '203.0.113.1')).toBe(300);
    expect(await right('ada@academy.test', '203.0.113.2')).toBe(0);
  });

  it('keeps throttles apart by name', async () => {
    for (let i = 0; i < 3; i += 1) await wrong('ada@academy.test', '198.51.100.1');
    const other = createLoginThrottle({
      clock: { now: () => new Date(now) },
      log: storage.signInFailures,
      name: `other-${instance}`,
      maxFailuresPerAccountAndAddress: 3,
      maxFailuresPerAddress: 8,
      windowMs: WINDOW_MS,
    });
    expect(await other.retryAfterSeconds({ account: 'ada@academy.test', address: '198.51.100.1', right: true })).toBe(
      0,
    );
  });
});
