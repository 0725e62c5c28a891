import type { ApiErrorBody, ClassMessage } from '@academy/api';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { basicAuth, startTestServer, type TestServer } from '../../../test-support/test-server';

describe('a student flooding the class messages', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  it('is refused past ten in a row with 429, while a classmate’s question stays in the instructor’s list', async () => {
    const [demo] = await server.classes();
    const [asker, flooder] = demo?.emails ?? [];
    if (!demo || !asker || !flooder) throw new Error('no demo class of two students');
    const question = await server.call('POST', '/api/training-class/messages', {
      auth: basicAuth(asker, demo.passphrase),
      body: { text: 'Is DC01 meant to be off?' },
    });
    expect(question.status).toBe(201);

    const statuses: number[] = [];
    let refused: { body: ApiErrorBody; retryAfter: string | null } | undefined;
    for (let i = 0; i < 15; i += 1) {
      const sent = await server.call<ApiErrorBody>('POST', '/api/training-class/messages', {
        auth: basicAuth(flooder, demo.passphrase),
        body: { text: `flood ${i}` },
      });
      statuses.push(sent.status);
      if (sent.status === 429) refused ??= { body: sent.body, retryAfter: sent.headers.get('retry-after') };
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    expect(refused?.body.message).toMatch(
      /^You are sending messages too fast: at most 10 a minute\. Try again in \d+ s\.$/,
    );
    expect(Number(refused?.retryAfter)).toBeGreaterThan(0);

    const list = await server.call<ClassMessage[]>('GET', `/api/training-class/${demo.id}/messages`, {
      auth: { bearer: await server.instructorToken() },
    });
    expect(list.body.map(({ text }) => text)).toContain('Is DC01 meant to be off?');
  });
});
