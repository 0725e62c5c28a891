import type { ApiErrorBody } from '@academy/api';
import { afterAll, beforeAll, expect, it } from '@rstest/core';
import { type Auth, basicAuth, startTestServer, type TestServer } from '../../../test-support/test-server';

let server: TestServer;
let student: Auth;
let vm: string;

beforeAll(async () => {
  // Its own server: the shared one lets students call a thousand times a second.
  server = await startTestServer({ STUDENT_CALLS_PER_SECOND: '1' });
  const [demo] = await server.classes();
  const lab = demo?.labs[0];
  student = basicAuth(lab?.email ?? '', demo?.passphrase ?? '');
  vm = lab?.vms[0]?.vm ?? '';
});

afterAll(async () => {
  await server.close();
});

it("counts each text typed against the student's call rate, refusing past it before any key is sent", async () => {
  const type = () =>
    server.call<ApiErrorBody>('POST', `/api/training-class/vm/${vm}/type`, { auth: student, body: { text: 'a' } });
  // A burst of five seconds' worth at one call a second, and one more for each second the calls took (a busy
  // machine may take more than one for the burst).
  const started = performance.now();
  let typed = 0;
  let limited = await type();
  while (limited.status === 200 && typed < 30) {
    typed += 1;
    limited = await type();
  }
  const tookSeconds = (performance.now() - started) / 1000;
  expect(limited.status).toBe(429);
  expect(limited.body.message).toMatch(/^Too many calls from this student: at most 1 a second\./);
  expect(typed).toBeGreaterThanOrEqual(5);
  expect(typed).toBeLessThanOrEqual(5 + Math.ceil(tookSeconds));
  const { body } = await server.call<{ typedText: string }>('GET', `/__test__/machines/${vm}/keyboard`);
  expect(body.typedText).toBe('a'.repeat(typed));
});
