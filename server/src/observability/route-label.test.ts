import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import express, { Router } from 'express';
import { type LoopbackServer, listenOnLoopback } from '../../test-support/loopback-server';
import { routeLabel } from './route-label';

/** The label a request gets, from an app mounted as the server mounts its API. */
describe('routeLabel', () => {
  const labels: string[] = [];
  let server: LoopbackServer;

  beforeAll(async () => {
    const api = Router();
    api.get('/training-class/manual', (req, res) => {
      labels.push(routeLabel(req));
      res.end();
    });
    // A push channel that fails once its answer has begun: the error goes on to Express's own last handler.
    api.get('/training-class/events', (req, res, next) => {
      res.once('close', () => {
        try {
          labels.push(routeLabel(req));
        } catch (error) {
          labels.push(String(error));
        }
      });
      res.status(200).flushHeaders();
      next(new Error('the stream failed'));
    });
    api.use((req, res) => {
      labels.push(routeLabel(req));
      res.status(404).end();
    });
    const app = express();
    app.use('/api', api);
    // As the server's error handlers do once the answer has begun.
    app.use((error: unknown, _req: express.Request, res: express.Response, next: express.NextFunction) => {
      if (res.headersSent) next(error);
    });
    server = await listenOnLoopback(app);
  });

  afterAll(() => server.close());

  it('gives every casing of a path one label: the pattern matched, or the mount of an unmatched path', async () => {
    for (const path of ['/api/training-class/manual', '/API/training-class/manual', '/aPi/TRAINING-class/manual']) {
      await fetch(server.url + path);
    }
    for (const path of ['/api/nothing', '/API/nothing']) await fetch(server.url + path);
    expect(labels).toEqual([
      '/api/training-class/manual',
      '/api/training-class/manual',
      '/api/training-class/manual',
      '/api/*',
      '/api/*',
    ]);
  });

  it('labels a request whose answer failed after it began by its pattern (Express has unset baseUrl by then)', async () => {
    labels.length = 0;
    await fetch(`${server.url}/API/training-class/events`)
      .then((response) => response.text())
      .catch(() => undefined);
    await expect.poll(() => labels).toEqual(['/api/training-class/events']);
  });
});
