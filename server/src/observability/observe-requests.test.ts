import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import express from 'express';
import { type LoopbackServer, listenOnLoopback } from '../../test-support/loopback-server';
import type { Logger } from '../domain/ports/logger';
import { observeRequests } from './request-log';

/** An observer runs in the answer's 'close' listener: what it throws must not reach the process. */
describe('observeRequests', () => {
  const failures: string[] = [];
  const logger: Logger = {
    info: () => undefined,
    error: (message, error) => failures.push(`${message}: ${error instanceof Error ? error.message : String(error)}`),
  };
  let server: LoopbackServer;

  beforeAll(async () => {
    const app = express();
    app.use(
      observeRequests(
        [
          () => {
            throw new Error('the observer broke');
          },
        ],
        logger,
      ),
    );
    app.get('/healthz', (_req, res) => res.send('ok'));
    server = await listenOnLoopback(app);
  });

  afterAll(() => server.close());

  it('logs an observer that throws, and the server goes on answering', async () => {
    for (let call = 0; call < 2; call += 1) expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    await expect
      .poll(() => failures)
      .toEqual(['a request observer failed: the observer broke', 'a request observer failed: the observer broke']);
  });
});
