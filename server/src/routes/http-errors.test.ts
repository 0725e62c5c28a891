import type { AddressInfo } from 'node:net';
import { describe, expect, it } from '@rstest/core';
import express from 'express';
import { HypervisorError, type HypervisorFailure } from '../domain/ports/hypervisor';
import { apiErrorHandler } from './http-errors';

describe('API errors of the hypervisor', () => {
  it('answers each typed failure with its own status and code, never a logged 500', async () => {
    const logged: string[] = [];
    const app = express();
    app.get('/:failure', (req) => {
      throw new HypervisorError(req.params.failure as HypervisorFailure, `The hypervisor said ${req.params.failure}.`);
    });
    app.use(apiErrorHandler({ info: (line) => logged.push(line), error: (line) => logged.push(line) }));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const answers = [];
      for (const failure of ['wrong-state', 'not-found', 'unavailable', 'task-failed'] satisfies HypervisorFailure[]) {
        const response = await fetch(`${base}/${failure}`);
        answers.push([failure, response.status, await response.json()]);
      }
      expect(answers).toEqual([
        ['wrong-state', 409, { error: 'conflict', message: 'The hypervisor said wrong-state.' }],
        ['not-found', 404, { error: 'not_found', message: 'The hypervisor said not-found.' }],
        // 5xx: the front end shows spec §8's "Server is unavailable." for power, refresh and ticket calls.
        ['unavailable', 503, { error: 'service_unavailable', message: 'The hypervisor said unavailable.' }],
        ['task-failed', 502, { error: 'bad_gateway', message: 'The hypervisor said task-failed.' }],
      ]);
      expect(logged).toEqual([]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
