import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@academy/contracts';
import { describe, expect, it } from '@rstest/core';
import { readServerConfig } from '../config';
import { preloadsForRoute } from './route-preloads';

/** A lab build's manifest as Module Federation writes it: each exposed page with its own files. */
function configWithLabBuild(remoteUrls: Partial<Record<RemoteName, string>> = {}) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'academy-preloads-'));
  const remoteDirs = Object.fromEntries(REMOTE_NAMES.map((name) => [name, path.join(root, name)])) as Record<
    RemoteName,
    string
  >;
  mkdirSync(remoteDirs.lab, { recursive: true });
  writeFileSync(
    path.join(remoteDirs.lab, 'mf-manifest.json'),
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
    }),
  );
  const base = readServerConfig({ PORT: '0' });
  return { ...base, remoteDirs, remoteUrls: { ...base.remoteUrls, ...remoteUrls } };
}

describe('preloadsForRoute', () => {
  it("names /login's remote manifest, remote entry, and the login page's styles and scripts, not the machine list's", async () => {
    expect(await preloadsForRoute('/login', configWithLabBuild())).toEqual([
      { href: '/remotes/lab/mf-manifest.json', as: 'fetch' },
      { href: '/remotes/lab/remoteEntry.js', as: 'script' },
      { href: '/remotes/lab/static/css/async/e.3.css', as: 'style' },
      { href: '/remotes/lab/static/js/async/e.1.js', as: 'script' },
      { href: '/remotes/lab/static/js/async/login.2.js', as: 'script' },
    ]);
  });

  it('names nothing for an instructor route (its remote loads after sign-in) or an unknown path', async () => {
    const config = configWithLabBuild();
    expect(await preloadsForRoute('/courses', config)).toEqual([]);
    expect(await preloadsForRoute('/no-such-page', config)).toEqual([]);
  });

  it('names only the manifest of a remote served from another origin, or of a remote not built yet', async () => {
    const elsewhere = configWithLabBuild({ lab: 'https://cdn.example/lab/mf-manifest.json' });
    expect(await preloadsForRoute('/machines', elsewhere)).toEqual([
      { href: 'https://cdn.example/lab/mf-manifest.json', as: 'fetch' },
    ]);
    expect(await preloadsForRoute('/view', configWithLabBuild())).toEqual([
      { href: '/remotes/console/mf-manifest.json', as: 'fetch' },
    ]);
  });
});
