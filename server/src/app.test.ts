import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { REMOTE_NAMES, type RemoteName, type RemoteReleases } from '@academy/api';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { silentLogger } from '../test-support/silent-logger';
import { createApp } from './app';
import { readServerConfig } from './config';
import { contentSecurityPolicy } from './static/security-headers';

/** A fake build of the shell and remotes, with a hashed chunk big enough to be compressed. */
function writeFakeFrontend(root: string): { shellDir: string; remoteDirs: Record<RemoteName, string> } {
  const shellDir = path.join(root, 'shell');
  mkdirSync(path.join(shellDir, 'static/js'), { recursive: true });
  writeFileSync(
    path.join(shellDir, 'index.html'),
    '<!doctype html><title>Instructor Led Training</title><div id="root"></div>',
  );
  writeFileSync(path.join(shellDir, 'static/js/main.3f9a1c2b.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  const remoteDirs = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) {
    const dir = path.join(root, 'remotes', name);
    mkdirSync(path.join(dir, 'static/js'), { recursive: true });
    writeFileSync(path.join(dir, 'remoteEntry.js'), `var academy_${name} = {};`);
    writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name }));
    writeFileSync(path.join(dir, 'static/js/412.0b1c2d3e4f.js'), '/* chunk */');
    // The build's precompressed copies (packages/build precompress), marked so a test can tell which one was sent.
    writeFileSync(path.join(dir, 'static/js/412.0b1c2d3e4f.js.br'), brotliCompressSync('/* chunk, from .br */'));
    writeFileSync(path.join(dir, 'static/js/412.0b1c2d3e4f.js.gz'), gzipSync('/* chunk, from .gz */'));
    remoteDirs[name] = dir;
  }
  return { shellDir, remoteDirs };
}

const root = mkdtempSync(path.join(os.tmpdir(), 'academy-frontend-'));
let server: http.Server;
let base: string;

beforeAll(async () => {
  const dirs = writeFakeFrontend(root);
  const config = { ...readServerConfig({ PORT: '0' }), ...dirs };
  server = http.createServer(
    createApp(config, {
      logger: silentLogger,
      identity: () => ({ issuer: 'http://127.0.0.1/oauth2/default', clientId: 'academy-portal' }),
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

function get(pathname: string, headers: Record<string, string> = {}) {
  return fetch(`${base}${pathname}`, { headers });
}

/** Raw HTTP, because fetch() always asks for and undoes compression. */
function rawGet(pathname: string, headers: Record<string, string>): Promise<http.IncomingMessage & { body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${pathname}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(Object.assign(res, { body: Buffer.concat(chunks) })));
      })
      .on('error', reject);
  });
}

describe('static front end', () => {
  it("answers a deep link such as /machines with the shell's index.html, never cached", async () => {
    const response = await get('/machines', { accept: 'text/html' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Instructor Led Training');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('does not answer backend paths or missing files with index.html', async () => {
    for (const pathname of ['/api/training-class', '/__test__/faults', '/static/js/missing.js']) {
      expect((await get(pathname, { accept: 'text/html' })).status).toBe(404);
    }
  });

  it('serves remote files readable from any origin, entry points revalidated and hashed chunks immutable', async () => {
    const entry = await get('/remotes/lab/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    expect(entry.headers.get('cache-control')).toBe('no-cache');

    const manifest = await get('/remotes/classes/mf-manifest.json');
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');

    const chunk = await get('/remotes/console/static/js/412.0b1c2d3e4f.js');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const shellChunk = await get('/static/js/main.3f9a1c2b.js');
    expect(shellChunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves /remotes.json and /config.json, never cached', async () => {
    const remotes = await get('/remotes.json');
    expect(remotes.headers.get('cache-control')).toBe('no-cache');
    const body = (await remotes.json()) as RemoteReleases;
    expect(Object.keys(body).sort()).toEqual([...REMOTE_NAMES].sort());
    for (const name of REMOTE_NAMES) {
      // Each remote's current source release, served from this server under its version.
      expect(body[name].version).toMatch(/^\d+\.\d+\.\d+$/);
      expect(body[name].entry).toBe(`/remotes/${name}/${body[name].version}/mf-manifest.json`);
    }
    const config = await get('/config.json');
    expect(config.headers.get('cache-control')).toBe('no-cache');
    expect(await config.json()).toMatchObject({
      loginDomain: 'academy.test',
      consoleReconnectMs: 4000,
      identity: { clientId: 'academy-portal' },
    });
  });

  it("sends the build's brotli or gzip copy of a file by the browser's Accept-Encoding, cached as the file", async () => {
    const chunk = '/remotes/lab/static/js/412.0b1c2d3e4f.js';
    const br = await rawGet(chunk, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.body).toString()).toBe('/* chunk, from .br */');

    const gz = await rawGet(chunk, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe('/* chunk, from .gz */');

    const plain = await rawGet(chunk, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('/* chunk */');
  });

  it('compresses with gzip when the client accepts it, and not otherwise', async () => {
    const gzipped = await rawGet('/static/js/main.3f9a1c2b.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const plain = await rawGet('/static/js/main.3f9a1c2b.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});

describe('security headers and disclosure', () => {
  it('sends the shell page with a Content-Security-Policy that allows no inline script and no framing', async () => {
    const response = await get('/machines', { accept: 'text/html' });
    const policy = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc).toBe("'self'");
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('allows scripts from exactly the origins of the remote releases, and the console socket of the public origin', () => {
    const config = readServerConfig({
      PUBLIC_ORIGIN: 'https://academy.example',
      OIDC_ISSUER: 'https://sso.example/oauth2/default',
    });
    const releases: RemoteReleases = {
      ...config.remoteReleases.defaults,
      classes: { version: '1.2.0', entry: 'https://cdn.example:8443/classes/1.2.0/mf-manifest.json' },
    };
    const policy = contentSecurityPolicy(config, releases);
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).toBe("'self' https://cdn.example:8443");
    const connect = /connect-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(connect.split(' ')).toEqual(
      expect.arrayContaining(["'self'", 'https://cdn.example:8443', 'https://sso.example', 'wss://academy.example']),
    );
  });

  it('answers a malformed URL with a short text, never a stack trace or a file path', async () => {
    for (const [pathname, status] of [
      ['/remotes/lab/%E0%A4%A', 400],
      ['/remotes/lab/static/js/missing.js', 404],
    ] as const) {
      const response = await get(pathname);
      expect(response.status).toBe(status);
      expect(await response.text()).not.toMatch(/ at |node_modules|\/tmp\/|Error/);
    }
  });
});
