import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName, type RemoteReleases } from '@academy/api';
import { afterAll, describe, expect, it } from '@rstest/core';
import { readServerConfig } from '../config';
import { preloadsForRoute } from './route-preloads';

const releases: RemoteReleases = {
  lab: { version: '1.2.0', entry: '/remotes/lab/1.2.0/mf-manifest.json' },
  console: { version: '1.2.0', entry: '/remotes/console/1.2.0/mf-manifest.json' },
  courses: { version: '1.2.0', entry: '/remotes/courses/1.2.0/mf-manifest.json' },
  classes: { version: '1.2.0', entry: '/remotes/classes/1.2.0/mf-manifest.json' },
};

const roots: string[] = [];

afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** A lab release's manifest as its build writes it: each exposed page with its own files, the entry's integrity. */
function configWithLabBuild() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'academy-preloads-'));
  roots.push(root);
  const remoteDirs = Object.fromEntries(REMOTE_NAMES.map((name) => [name, path.join(root, name)])) as Record<
    RemoteName,
    string
  >;
  mkdirSync(path.join(remoteDirs.lab, '1.2.0'), { recursive: true });
  writeFileSync(
    path.join(remoteDirs.lab, '1.2.0', 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        {
          name: 'LoginPage',
          assets: {
            js: { sync: ['static/js/async/e.1.js', 'static/js/async/login.2.js'] },
            css: { sync: ['static/css/async/e.3.css'] },
          },
        },
        { name: 'MachinesPage', assets: { js: { sync: ['static/js/async/machines.4.js'] }, css: { sync: [] } } },
      ],
      academyRelease: {
        remote: 'lab',
        version: '1.2.0',
        federationRuntime: '^2.9.0',
        integrity: {
          'remoteEntry.js': 'sha384-entry',
          'static/css/async/e.3.css': 'sha384-css',
          'static/js/async/e.1.js': 'sha384-e1',
          'static/js/async/login.2.js': 'sha384-login',
        },
      },
    }),
  );
  return { ...readServerConfig({ PORT: '0' }), remoteDirs };
}

describe('preloadsForRoute', () => {
  it("names /login's release manifest, remote entry and the login page's files with their integrity, not the machine list's", async () => {
    expect(await preloadsForRoute('/login', configWithLabBuild(), releases)).toEqual([
      { href: '/remotes/lab/1.2.0/mf-manifest.json', as: 'fetch' },
      { href: '/remotes/lab/1.2.0/remoteEntry.js', as: 'script', integrity: 'sha384-entry' },
      { href: '/remotes/lab/1.2.0/static/css/async/e.3.css', as: 'style', integrity: 'sha384-css' },
      { href: '/remotes/lab/1.2.0/static/js/async/e.1.js', as: 'script', integrity: 'sha384-e1' },
      { href: '/remotes/lab/1.2.0/static/js/async/login.2.js', as: 'script', integrity: 'sha384-login' },
    ]);
  });

  it('names nothing for an instructor route (its remote loads after sign-in) or an unknown path', async () => {
    const config = configWithLabBuild();
    expect(await preloadsForRoute('/courses', config, releases)).toEqual([]);
    expect(await preloadsForRoute('/no-such-page', config, releases)).toEqual([]);
  });

  it('names only the manifest, with its integrity, of a release on another origin, or of a release not built here', async () => {
    const elsewhere: RemoteReleases = {
      ...releases,
      lab: { version: '1.3.0', entry: 'https://cdn.example/lab/1.3.0/mf-manifest.json', integrity: 'sha384-m' },
    };
    expect(await preloadsForRoute('/machines', configWithLabBuild(), elsewhere)).toEqual([
      { href: 'https://cdn.example/lab/1.3.0/mf-manifest.json', as: 'fetch', integrity: 'sha384-m' },
    ]);
    expect(await preloadsForRoute('/view', configWithLabBuild(), releases)).toEqual([
      { href: '/remotes/console/1.2.0/mf-manifest.json', as: 'fetch' },
    ]);
  });

  it('never reads a manifest outside the remote folder, whatever path the releases name', async () => {
    const escaping: RemoteReleases = {
      ...releases,
      lab: { version: '1.2.0', entry: '/remotes/lab/../../../etc/mf-manifest.json' },
    };
    expect(await preloadsForRoute('/login', configWithLabBuild(), escaping)).toEqual([
      { href: '/remotes/lab/../../../etc/mf-manifest.json', as: 'fetch' },
    ]);
  });
});
