import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { startTestServer, type TestServer } from '../test-support/test-server';

describe('slow and lying clients', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ REQUEST_TIMEOUT_MS: '1000' });
  });

  afterAll(async () => {
    await server.close();
  });

  /** Writes `payload` on a raw socket and resolves with how long the server took to close it. */
  function secondsUntilClosed(payload: string): Promise<number> {
    const { port, hostname } = new URL(server.url);
    return new Promise((resolve, reject) => {
      const started = Date.now();
      const socket = connect(Number(port), hostname);
      socket.on('connect', () => socket.write(payload));
      socket.on('data', () => undefined);
      socket.on('close', () => resolve((Date.now() - started) / 1000));
      socket.on('error', reject);
    });
  }

  it('drops a request whose announced body never arrives within seconds', async () => {
    const seconds = await secondsUntilClosed(
      'POST /api/training-class/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{"a":',
    );
    expect(seconds).toBeLessThan(4);
  });

  it('drops a client that never finishes its headers', async () => {
    expect(await secondsUntilClosed('GET /config.json HTTP/1.1\r\nHost: localhost\r\nX-Slow: ')).toBeLessThan(4);
  });

  it('defaults to a time-out of a few seconds, not Node’s 300 s', async () => {
    const { readServerConfig } = await import('./config');
    expect(readServerConfig({}).requestTimeoutMs).toBe(10_000);
  });
});
