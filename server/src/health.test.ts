import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { silentLogger } from '../test-support/silent-logger';
import { createApp } from './app';
import { readServerConfig } from './config';

describe('health checks for the balancer', () => {
  let databaseUp = true;
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    const config = readServerConfig({ PORT: '0', INSTANCE_NAME: 'instance-7' });
    const app = createApp(config, {
      logger: silentLogger,
      identity: () => ({ issuer: 'http://127.0.0.1/oauth2/default', clientId: 'academy-portal' }),
      ready: async () => {
        if (!databaseUp) throw new Error('connection refused');
      },
    });
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers /healthz while the process lives, and /readyz only while the database answers', async () => {
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    databaseUp = false;
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const notReady = await fetch(`${base}/readyz`);
    expect(notReady.status).toBe(503);
    expect(notReady.headers.get('cache-control')).toBe('no-store');
    databaseUp = true;
  });

  it('names the instance that served each answer in X-Served-By', async () => {
    expect((await fetch(`${base}/healthz`)).headers.get('x-served-by')).toBe('instance-7');
    expect((await fetch(`${base}/no-such-page`)).headers.get('x-served-by')).toBe('instance-7');
  });
});
