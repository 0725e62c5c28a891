import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { REMOTE_NAMES, type RemoteName } from '@academy/api';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { silentLogger } from '../../test-support/silent-logger';
import { createApp } from '../app';
import { readServerConfig, type ServerConfig } from '../config';
import { startRemoteOrigin } from './remote-origin';
import { contentSecurityPolicy } from './security-headers';

const INDEX = '<!doctype html><html><head><title>Academy</title></head><body><div id="root"></div></body></html>';

/** A build's HTML and its precompressed copies, beside a file that is served. */
function writeBuild(dir: string, otherFile: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  writeFileSync(path.join(dir, 'index.html.br'), brotliCompressSync(INDEX));
  writeFileSync(path.join(dir, 'index.html.gz'), gzipSync(INDEX));
  writeFileSync(path.join(dir, otherFile), '{}');
}

const root = mkdtempSync(path.join(os.tmpdir(), 'academy-html-'));
const servers: Server[] = [];
let config: ServerConfig;
let base: string;

function listening(server: Server): string {
  servers.push(server);
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

beforeAll(async () => {
  const shellDir = path.join(root, 'shell');
  writeBuild(shellDir, 'logo.svg');
  const remoteDirs = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) {
    remoteDirs[name] = path.join(root, 'remotes', name);
    writeBuild(path.join(remoteDirs[name], '1.0.0'), 'mf-manifest.json');
  }
  config = { ...readServerConfig({ PORT: '0' }), shellDir, remoteDirs };
  const app = createApp(config, {
    logger: silentLogger,
    identity: () => ({ issuer: config.identity.issuer, clientId: 'academy-portal' }),
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = listening(server);
});

afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

describe('HTML of the builds', () => {
  it('sends the shell`s index.html only as the shell page: /index.html redirects to /, its copies are refused', async () => {
    for (const encoding of ['identity', 'br', 'gzip']) {
      const response = await fetch(`${base}/index.html`, {
        headers: { 'accept-encoding': encoding },
        redirect: 'manual',
      });
      expect({ encoding, status: response.status, location: response.headers.get('location') }).toEqual({
        encoding,
        status: 301,
        location: '/',
      });
    }
    for (const copy of ['/index.html.br', '/index.html.gz', '/%69ndex.html', '/./index.htm%6C']) {
      const { status } = await fetch(`${base}${copy}`, { redirect: 'manual' });
      expect({ copy, status }).toEqual({ copy, status: 404 });
    }
    const page = await fetch(`${base}/`, { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect((await fetch(`${base}/logo.svg`)).status).toBe(200);
  });

  it('does not serve a remote`s standalone index.html, from this server or from a remote origin', async () => {
    const remoteOrigin = listening(await startRemoteOrigin({ ...config, port: 0, host: '127.0.0.1' }));
    for (const url of [`${base}/remotes/lab/1.0.0/index.html`, `${remoteOrigin}/lab/1.0.0/index.html`]) {
      for (const file of ['', '.br', '.gz']) {
        const response = await fetch(`${url}${file}`, { headers: { origin: 'https://elsewhere.example' } });
        expect({ url, file, status: response.status }).toEqual({ url, file, status: 404 });
        expect(response.headers.get('access-control-allow-origin')).toBeNull();
      }
      const manifest = await fetch(url.replace('index.html', 'mf-manifest.json'));
      expect(manifest.status).toBe(200);
      expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    }
  });
});

describe('the shell page`s policy and the headers of every answer', () => {
  it('takes stylesheets from files only: no <style> element, style attributes for the console SDK', () => {
    const policy = contentSecurityPolicy(config, config.remoteReleases.defaults);
    expect(/style-src ([^;]*)/.exec(policy)?.[1]).toBe("'self'");
    expect(/style-src-attr ([^;]*)/.exec(policy)?.[1]).toBe("'unsafe-inline'");
  });

  it('forbids framing any answer, the identity provider`s paths included', async () => {
    for (const pathname of ['/', '/oauth2/default/v1/authorize', '/remotes/lab/1.0.0/mf-manifest.json']) {
      const response = await fetch(`${base}${pathname}`, { headers: { accept: 'text/html' } });
      expect({ pathname, frame: response.headers.get('x-frame-options') }).toEqual({ pathname, frame: 'DENY' });
    }
  });
});
