import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import express from 'express';
import { apiCors } from './cors';

const servers: Server[] = [];

/** An app with apiCors in front of a route that answers 200 to anything, on a free port. */
async function start(allowedOrigins: string[]): Promise<string> {
  const app = express();
  app.use(apiCors(allowedOrigins));
  app.use((_req, res) => {
    res.status(200).send('handler');
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const preflight = (origin: string) => ({
  method: 'OPTIONS',
  headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization' },
});

let listed: string;
let any: string;

beforeAll(async () => {
  listed = await start(['https://portal.example']);
  any = await start(['*']);
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('API CORS', () => {
  it('answers the preflight of an allowed origin with the API methods and headers', async () => {
    const response = await fetch(listed, preflight('https://portal.example'));
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://portal.example');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET,POST,PUT,DELETE');
    expect(response.headers.get('access-control-allow-headers')).toBe('Authorization,Content-Type');
    expect(response.headers.get('access-control-max-age')).toBe('600');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(response.headers.get('vary')).toContain('Origin');
  });

  it('names an allowed origin on its calls', async () => {
    const response = await fetch(listed, { headers: { origin: 'https://portal.example' } });
    expect(await response.text()).toBe('handler');
    expect(response.headers.get('access-control-allow-origin')).toBe('https://portal.example');
  });

  it('gives another origin no CORS header, its preflight going on to the API like any call', async () => {
    const response = await fetch(listed, preflight('https://evil.example'));
    expect(await response.text()).toBe('handler');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-methods')).toBeNull();
  });

  it("with '*' allows any origin", async () => {
    const response = await fetch(any, preflight('https://anywhere.example'));
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const call = await fetch(any, { headers: { origin: 'https://anywhere.example' } });
    expect(call.headers.get('access-control-allow-origin')).toBe('*');
  });
});
