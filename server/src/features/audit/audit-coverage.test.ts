import type { ApiErrorBody, AuditEntry } from '@academy/api';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { type Auth, basicAuth, eventually, startTestServer, type TestServer } from '../../../test-support/test-server';

let server: TestServer;
let instructor: Auth;

beforeAll(async () => {
  server = await startTestServer();
  instructor = { bearer: await server.instructorToken() };
});

afterAll(async () => {
  expect(server.errors).toEqual([]);
  await server.close();
});

describe('audit trail and 404s', () => {
  it('answers 404 for the trail of a class that never existed, as every other class route does', async () => {
    for (const path of ['/api/training-class/no-such-class/audit', '/api/training-class/no-such-class/audit.csv']) {
      const { status, body } = await server.call<ApiErrorBody>('GET', path, { auth: instructor });
      expect(status).toBe(404);
      expect(body.message).toBe('Class no-such-class does not exist.');
    }
  });

  it('echoes no more than a short prefix of a long id in a 404', async () => {
    const id = 'x'.repeat(5_000);
    for (const path of [`/api/training-class/${id}/audit`, `/api/training-class/${id}/usage`, `/api/nothing/${id}`]) {
      const { status, body } = await server.call<ApiErrorBody>('GET', path, { auth: instructor });
      expect(status).toBe(404);
      expect(body.message.length).toBeLessThan(120);
      expect(body.message).toMatch(/x…/);
    }
  });

  it("records a student's manual progress and 'still here' like every changing call", async () => {
    const [demo] = await server.classes();
    const email = demo?.emails[0];
    if (!demo || !email) throw new Error('no demo class');
    const auth = basicAuth(email, demo.passphrase);
    await server.call('PUT', '/api/training-class/manual/progress', { auth, body: { currentStep: 1 } });
    expect((await server.call('POST', '/api/training-class/still-here', { auth })).status).toBe(204);
    const entries = await eventually(async () => {
      const { body } = await server.call<AuditEntry[]>('GET', `/api/training-class/${demo.id}/audit`, {
        auth: instructor,
      });
      const found = body.filter((entry) => entry.action === 'manual-progress' || entry.action === 'still-here');
      return found.length === 2 ? found : undefined;
    });
    expect(entries).toEqual([
      expect.objectContaining({ action: 'still-here', actor: email, role: 'student', target: email, status: 204 }),
      expect.objectContaining({ action: 'manual-progress', actor: email, detail: 'step 1', target: email }),
    ]);
  });
});
