import type { StudentLoginResponse } from '@academy/api';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import express from 'express';
import { Registry } from 'prom-client';
import { basicAuth, freePort, startTestServer, type TestServer } from '../../test-support/test-server';
import { metricsOnMainPort } from './metrics-endpoint';

const TOKEN = 'scrape-token-0123456789';
let server: TestServer;
let metricsPort: number;
let student: ReturnType<typeof basicAuth>;

async function scrape(): Promise<string> {
  const { status, body } = await server.call<string>('GET', '/metrics', { auth: { bearer: TOKEN } });
  expect(status).toBe(200);
  return body;
}

/** The value of one sample line, `name{labels} value`, or 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

function seriesOf(text: string, name: string): string[] {
  return text.split('\n').filter((line) => line.startsWith(`${name}{`));
}

beforeAll(async () => {
  metricsPort = await freePort();
  server = await startTestServer({ METRICS_TOKEN: TOKEN, METRICS_PORT: String(metricsPort) });
  const demo = (await server.classes()).find((item) => item.status === 'RUNNING');
  if (!demo?.emails[0]) throw new Error('no demo class');
  student = basicAuth(demo.emails[0], demo.passphrase);
});

afterAll(async () => {
  expect(server.errors).toEqual([]);
  await server.close();
});

describe('GET /metrics', () => {
  it('refuses a scrape without the token, or with another', async () => {
    const without = await server.call('GET', '/metrics');
    expect(without.status).toBe(401);
    expect(without.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect((await server.call('GET', '/metrics', { auth: { bearer: `${TOKEN}x` } })).status).toBe(401);
    expect((await server.call('GET', '/metrics', { auth: student })).status).toBe(401);
  });

  it('is not served on the main port when METRICS_TOKEN is unset', async () => {
    const app = express();
    app.get('/metrics', metricsOnMainPort(new Registry(), undefined));
    const listening = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => listening.once('listening', resolve));
    const address = listening.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const response = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: 'Bearer ' } });
    listening.close();
    expect(response.status).toBe(404);
  });

  it('counts a request under its route pattern and status, and the hypervisor calls it made', async () => {
    const requests =
      'http_request_duration_seconds_count{route="/api/training-class/login",method="POST",status="200"}';
    const machines = 'hypervisor_operation_duration_seconds_count{operation="lab-machines",outcome="ok"}';
    const before = await scrape();
    const login = await server.call<StudentLoginResponse>('POST', '/api/training-class/login', { auth: student });
    expect(login.status).toBe(200);
    const after = await scrape();
    expect(sample(after, requests)).toBe(sample(before, requests) + 1);
    expect(sample(after, machines)).toBeGreaterThan(sample(before, machines));
  });

  it('reports the portal gauges and the process metrics', async () => {
    const text = await scrape();
    expect(sample(text, 'scheduler_leader')).toBe(1);
    for (const name of ['console_connections_open', 'push_channels_open', 'provisioning_jobs_running']) {
      expect(text).toMatch(new RegExp(`^${name} \\d+$`, 'm'));
    }
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes /m);
  });

  it('keeps label values bounded: invented paths add no series of their own', async () => {
    await server.call('GET', '/api/no/such/call-warmup');
    await server.call('GET', '/nothing-warmup');
    await server.call('GET', '/api/training-class/vm/warmup/power');
    const before = seriesOf(await scrape(), 'http_request_duration_seconds_count');
    for (let i = 0; i < 25; i += 1) {
      const junk = `zz${i}${Math.random().toString(36).slice(2)}`;
      await server.call('GET', `/api/${junk}`);
      await server.call('GET', `/${junk}`);
      await server.call('GET', `/api/training-class/vm/${junk}/power`);
    }
    const after = seriesOf(await scrape(), 'http_request_duration_seconds_count');
    // Only the metrics scrape itself may have added a series (its first 200 was counted after `before`).
    expect(after.filter((line) => !before.some((old) => old.split(' ')[0] === line.split(' ')[0])).length).toBeLessThan(
      2,
    );
    expect(after.join('\n')).not.toContain('zz');
  });

  it('serves the metrics without a token on METRICS_PORT', async () => {
    const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('http_request_duration_seconds_bucket');
    expect((await fetch(`http://127.0.0.1:${metricsPort}/other`)).status).toBe(404);
  });
});
