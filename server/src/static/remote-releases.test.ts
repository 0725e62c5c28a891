import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { RemoteReleases } from '@academy/api';
import { afterAll, beforeAll, describe, expect, it, rs } from '@rstest/core';
import { silentLogger } from '../../test-support/silent-logger';
import { createApp } from '../app';
import { readServerConfig } from '../config';
import { parseRemoteReleases, remoteReleaseSource } from './remote-releases';

const defaults = readServerConfig({ PORT: '0' }).remoteReleases.defaults;

const tempDirs: string[] = [];

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

function releasesFile(content: unknown): string {
  const file = path.join(tempDir('academy-releases-'), 'remotes.json');
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

/** An operator's edit of the file, at once: the next read must see it even within the same clock tick. */
function edit(file: string, content: unknown): void {
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
}

describe('parseRemoteReleases', () => {
  it('takes the remotes the file names and keeps the defaults for the others', () => {
    const releases = parseRemoteReleases(
      JSON.stringify({ lab: { version: '1.1.0', entry: '/remotes/lab/1.1.0/mf-manifest.json' } }),
      defaults,
    );
    expect(releases.lab).toEqual({ version: '1.1.0', entry: '/remotes/lab/1.1.0/mf-manifest.json' });
    expect(releases.console).toEqual(defaults.console);
  });

  it('names every problem of a broken file in words an operator can act on', () => {
    expect(() => parseRemoteReleases('{ "lab": ', defaults)).toThrow(/not JSON/);
    expect(() => parseRemoteReleases('[]', defaults)).toThrow(/expected an object/);
    const broken = JSON.stringify({
      labb: { version: '1.0.0', entry: '/x' },
      lab: { version: 'latest', entry: '/remotes/lab/x/mf-manifest.json' },
      console: { version: '1.0.0', entry: 'javascript:alert(1)' },
      classes: { version: '1.0.0', entry: 'https://cdn.example/c/mf-manifest.json', integrity: 'md5-abc' },
    });
    expect(() => parseRemoteReleases(broken, defaults)).toThrow(
      /"labb" is not a remote.*lab: "version" must be a semver.*console: "entry" must be.*classes: "integrity" must be/,
    );
  });
});

describe('remoteReleaseSource', () => {
  it('without REMOTES_FILE, gives each remote its current source release on this server', () => {
    const current = remoteReleaseSource(readServerConfig({ PORT: '0' }));
    expect(current()).toEqual(defaults);
  });

  it('picks up an edit of REMOTES_FILE at the next read, and keeps the last good releases over a broken edit', () => {
    const file = releasesFile({ lab: { version: '1.1.0', entry: '/remotes/lab/1.1.0/mf-manifest.json' } });
    const current = remoteReleaseSource(readServerConfig({ PORT: '0', REMOTES_FILE: file }));
    expect(current().lab.version).toBe('1.1.0');

    edit(file, { lab: { version: '1.2.0', entry: '/remotes/lab/1.2.0/mf-manifest.json' } });
    expect(current().lab.version).toBe('1.2.0');

    const logged = rs.spyOn(console, 'error').mockImplementation(() => undefined);
    edit(file, '{ "lab": { "version": "1.3');
    expect(current().lab.version).toBe('1.2.0');
    expect(String(logged.mock.calls[0]?.[0])).toMatch(/was not applied, the last good releases stay: not JSON/);
    logged.mockRestore();
  });

  it('refuses to start on a broken REMOTES_FILE', () => {
    const file = releasesFile({ lab: { version: 'one', entry: '/x' } });
    expect(() => remoteReleaseSource(readServerConfig({ PORT: '0', REMOTES_FILE: file }))).toThrow(/REMOTES_FILE/);
  });
});

describe('a page load after an edit of REMOTES_FILE', () => {
  const file = releasesFile({});
  let server: http.Server;
  let base = '';

  beforeAll(async () => {
    const shellDir = tempDir('academy-shell-');
    writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><head></head><div id="root"></div>');
    const config = { ...readServerConfig({ PORT: '0', REMOTES_FILE: file }), shellDir };
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

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('gets the new releases, in /remotes.json (never cached), the page and its script policy, with no restart', async () => {
    const cdn: RemoteReleases['classes'] = {
      version: '1.1.0',
      entry: 'https://cdn.example/classes/1.1.0/mf-manifest.json',
      integrity: 'sha384-AAAA',
    };
    edit(file, { classes: cdn });

    const remotes = await fetch(`${base}/remotes.json`);
    expect(remotes.headers.get('cache-control')).toBe('no-cache');
    expect(((await remotes.json()) as RemoteReleases).classes).toEqual(cdn);
    const page = await fetch(`${base}/courses`, { headers: { accept: 'text/html' } });
    expect(await page.text()).toContain('"entry":"https://cdn.example/classes/1.1.0/mf-manifest.json"');
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self' https:\/\/cdn.example;/);

    edit(file, {});
    const rolledBack = await fetch(`${base}/courses`, { headers: { accept: 'text/html' } });
    expect(await rolledBack.text()).toContain(`"entry":"${defaults.classes.entry}"`);
    expect(rolledBack.headers.get('content-security-policy')).not.toContain('cdn.example');
  });
});
