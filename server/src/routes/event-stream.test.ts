import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import express from 'express';
import { type LoopbackServer, listenOnLoopback } from '../../test-support/loopback-server';
import { createEventStream } from './event-stream';

/** A push channel's handler sets up its watch before it answers: what the watch hears meanwhile waits for open(). */
describe('createEventStream', () => {
  const failures: unknown[] = [];
  let server: LoopbackServer;

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
    server = await listenOnLoopback(app);
  });

  afterAll(() => server.close());

  it('sends an event heard before open() after the headers, in order, and open() does not throw', async () => {
    const response = await fetch(`${server.url}/events`);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(await response.text()).toBe(
      'retry: 3000\n: connected\n\n' +
        'event: change\ndata: heard while the handler awaited\n\n' +
        'event: change\ndata: after\n\n',
    );
    expect(failures).toEqual([]);
  });
});
