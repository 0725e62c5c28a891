import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { Router } from 'express';
import { type LoopbackServer, listenOnLoopback } from '../test-support/loopback-server';
import { createApp } from './app';
import { readServerConfig } from './config';
import type { Logger } from './domain/ports/logger';
import { logRequest } from './observability/request-log';

/**
 * A call that fails once its answer has begun (a push channel whose watch throws after its headers went out): the
 * error reaches Express's own last handler, which cuts the connection. The failure is logged with its route, the
 * request log still writes its line, and the server goes on (its log's route label once threw there, and the throw
 * ended the process).
 */
describe('an answer that fails after it began', () => {
  const lines: string[] = [];
  const logger: Logger = {
    info: (message, fields) => lines.push(`${message} ${fields?.route ?? ''}`),
    error: (message, error) => lines.push(`${message}: ${error instanceof Error ? error.message : String(error)}`),
  };
  let server: LoopbackServer;

  beforeAll(async () => {
    const api = Router();
    api.get('/training-class/events', async (_req, res) => {
      res.status(200).type('text/event-stream').flushHeaders();
      await Promise.resolve();
      throw new Error('the watch failed');
    });
    const app = createApp(readServerConfig({ PORT: '0' }), {
      logger,
      requestObservers: [logRequest(logger)],
      api,
      identity: () => ({ issuer: 'http://127.0.0.1/oauth2/default', clientId: 'academy-portal' }),
    });
    server = await listenOnLoopback(app);
  });

  afterAll(() => server.close());

  it('is logged with its route, its request line is written, and the server answers the next call', async () => {
    await fetch(`${server.url}/api/training-class/events`)
      .then((response) => response.text())
      .catch(() => undefined);
    await expect
      .poll(() => lines)
      .toEqual([
        'GET /api/training-class/events failed after its answer began: the watch failed',
        'request /api/training-class/events',
      ]);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
