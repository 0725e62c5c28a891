import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import express, { Router } from 'express';
import { routeLabel } from './route-label';

/** The label a request gets, from an app mounted as the server mounts its API. */
describe('routeLabel', () => {
  const labels: string[] = [];
  let server: ReturnType<ReturnType<typeof express>['listen']>;
  let base: string;

  beforeAll(async () => {
    const api = Router();
    api.get('/training-class/manual', (req, res) => {
      labels.push(routeLabel(req));
      res.end();
    });
    api.use((req, res) => {
      labels.push(routeLabel(req));
      res.status(404).end();
    });
    const app = express();
    app.use('/api', api);
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('gives every casing of a path one label: the pattern matched, or the mount of an unmatched path', async () => {
    for (const path of ['/api/training-class/manual', '/API/training-class/manual', '/aPi/TRAINING-class/manual']) {
      await fetch(base + path);
    }
    for (const path of ['/api/nothing', '/API/nothing']) await fetch(base + path);
    expect(labels).toEqual([
      '/api/training-class/manual',
      '/api/training-class/manual',
      '/api/training-class/manual',
      '/api/*',
      '/api/*',
    ]);
  });
});
