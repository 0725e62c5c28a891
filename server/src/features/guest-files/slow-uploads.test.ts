import { randomBytes } from 'node:crypto';
import type { StudentLoginResponse } from '@academy/api';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createCheckCourse, runningCheckClass } from '../../../test-support/check-classes';
import { sha256, upload } from '../../../test-support/file-upload';
import { type Auth, basicAuth, eventually, startTestServer, type TestServer } from '../../../test-support/test-server';

let server: TestServer;
let alice: Auth;
let vm: string;

const MB = 1024 * 1024;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pathsOf = async () => (await server.call<string[]>('GET', `/__test__/machines/${vm}/files`)).body;

beforeAll(async () => {
  // A second's deadline: what a file over a slow link must outlast.
  server = await startTestServer({ REQUEST_TIMEOUT_MS: '1000' });
  const instructor = { bearer: await server.instructorToken() };
  const course = await createCheckCourse(server, instructor, { name: 'Slow links', manual: '', vms: ['vm-tpl-1022'] });
  const trainingClass = await runningCheckClass(server, instructor, { name: 'Slow links', course, attendees: 1 });
  alice = basicAuth(trainingClass.emails[0] ?? '', trainingClass.passphrase);
  const login = await server.call<StudentLoginResponse>('POST', '/api/training-class/login', { auth: alice });
  vm = login.body.vms[0]?.vm ?? '';
});

afterAll(async () => {
  expect(server.errors).toEqual([]);
  await server.close();
});

describe('a file sent over a slow link', () => {
  it('arrives whole though it takes longer than REQUEST_TIMEOUT_MS, as long as its bytes keep coming', async () => {
    const bytes = randomBytes(2 * MB);
    const sending = {
      auth: alice,
      bytes,
      holdAt: 256 * 1024,
      // 300 ms between each quarter MiB: about 2.4 s in all, each gap well within the second.
      beforeRest: async () => {
        await pause(300);
        sending.holdAt += 256 * 1024;
        return 'go-on' as const;
      },
    };
    const started = Date.now();
    const answer = await upload(server.url, `/api/training-class/vm/${vm}/files?name=slow.bin`, sending);
    expect(Date.now() - started).toBeGreaterThan(1500);
    expect(answer).toMatchObject({ status: 200, body: { path: '/home/academy/slow.bin', bytes: 2 * MB } });
    const digest = await server.call('GET', `/__test__/machines/${vm}/files?path=/home/academy/slow.bin`);
    expect(digest.body).toEqual({ size: bytes.length, sha256: sha256(bytes) });
  });

  it('is dropped once it stalls for REQUEST_TIMEOUT_MS, leaving nothing in the guest', async () => {
    const before = await pathsOf();
    const bytes = randomBytes(2 * MB);
    const stalled = await upload(server.url, `/api/training-class/vm/${vm}/files?name=stalled.bin`, {
      auth: alice,
      bytes,
      holdAt: MB,
      beforeRest: async () => {
        await pause(3000);
        return 'go-on';
      },
    }).catch((error: Error) => error.message);
    expect(stalled).not.toMatchObject({ status: 200 });
    await eventually(async () => (JSON.stringify(await pathsOf()) === JSON.stringify(before) ? true : undefined));
  });
});
