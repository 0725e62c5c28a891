import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import express from 'express';
import type { Logger } from '../domain/ports/logger';
import { observeRequests } from './request-log';

/** An observer runs in the answer's 'close' listener: what it throws must not reach the process. */
describe('observeRequests', () => {
  const failures: string[] = [];
  const logger: Logger = {
    info: () => undefined,
    error: (message, error) => failures.push(`${message}: ${error instanceof Error ? error.message : String(error)}`),
  };
  let server: ReturnType<ReturnType<typeof express>['listen']>;
  let base: string;

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
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('logs an observer that throws, and the server goes on answering', async () => {
    for (let call = 0; call < 2; call += 1) expect((await fetch(`${base}/healthz`)).status).toBe(200);
    await expect
      .poll(() => failures)
      .toEqual(['a request observer failed: the observer broke', 'a request observer failed: the observer broke']);
  });
});
