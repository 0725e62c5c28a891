import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import express from 'express';
import { createEventStream } from './event-stream';

/** A push channel's handler sets up its watch before it answers: what the watch hears meanwhile waits for open(). */
describe('createEventStream', () => {
  const failures: unknown[] = [];
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    const app = express();
    app.get('/events', async (_req, res) => {
      const stream = createEventStream(res);
      stream.send('event: change\ndata: heard while the handler awaited\n\n');
      await new Promise((resolve) => setImmediate(resolve));
      try {
        stream.open();
      } catch (error) {
        failures.push(error);
        res.destroy();
        return;
      }
      stream.send('event: change\ndata: after\n\n');
      stream.end();
    });
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends an event heard before open() after the headers, in order, and open() does not throw', async () => {
    const response = await fetch(`${base}/events`);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(await response.text()).toBe(
      'retry: 3000\n: connected\n\n' +
        'event: change\ndata: heard while the handler awaited\n\n' +
        'event: change\ndata: after\n\n',
    );
    expect(failures).toEqual([]);
  });
});
