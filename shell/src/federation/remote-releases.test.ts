import type { HostVersions, RemoteBuildManifest, RemoteReleases } from '@academy/api';
import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import {
  cachedManifestText,
  checkedVersionOf,
  checkRemoteRelease,
  integrityOf,
  setRemoteReleases,
} from './remote-releases';
import { RemoteVersionSkewError } from './version-skew-error';

const host: HostVersions = {
  shared: { react: '19.3.1', '@academy/contracts': '1.2.0' },
  federationRuntime: '2.9.2',
};

function release(remote: string, version: string, integrity?: string) {
  const entry = `https://cdn.example/${remote}/${version}/mf-manifest.json`;
  return integrity ? { version, entry, integrity } : { version, entry };
}

const releases: RemoteReleases = {
  lab: release('lab', '1.2.0', 'sha384-manifest'),
  console: release('console', '1.2.0'),
  courses: release('courses', '2.0.0'),
  classes: release('classes', '1.2.0'),
};

function manifestOf(remote: string, version: string, contracts: string): RemoteBuildManifest {
  return {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: [{ name: '@academy/contracts', version: contracts.slice(1), singleton: true, requiredVersion: contracts }],
    academyRelease: {
      remote: 'lab',
      version,
      federationRuntime: '^2.9.0',
      integrity: { 'remoteEntry.js': `sha384-entry-of-${remote}` },
    },
  };
}

describe('checkRemoteRelease', () => {
  let fetched: { url: string; init?: RequestInit }[];

  beforeEach(() => {
    Object.assign(globalThis, { ACADEMY_HOST_VERSIONS: host });
    setRemoteReleases(releases);
    fetched = [];
    rs.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      fetched.push({ url, init });
      const [, remote, version] = /example\/(\w+)\/([\d.]+)\//.exec(url) ?? [];
      if (remote === 'console') return new Response('down', { status: 503 });
      const contracts = remote === 'courses' ? '^2.0.0' : '^1.1.0';
      return new Response(JSON.stringify(manifestOf(remote ?? '', version ?? '', contracts)));
    });
  });

  afterEach(() => {
    rs.restoreAllMocks();
  });

  it('reads the manifest with the integrity /remotes.json names, once, and hands it and its entry integrity on', async () => {
    expect(await checkRemoteRelease('lab', 1000)).toBe('1.2.0');
    expect(await checkRemoteRelease('lab', 1000)).toBe('1.2.0');
    expect(fetched).toHaveLength(1);
    expect(fetched[0]?.init?.integrity).toBe('sha384-manifest');
    expect(JSON.parse(cachedManifestText(releases.lab.entry) ?? '{}').academyRelease.version).toBe('1.2.0');
    expect(integrityOf('https://cdn.example/lab/1.2.0/remoteEntry.js')).toBe('sha384-entry-of-lab');
    expect(checkedVersionOf('lab')).toBe('1.2.0');
  });

  it('refuses a release the shell cannot meet, and logs the clash with both versions', async () => {
    const logged = rs.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal = checkRemoteRelease('courses', 1000);
    await expect(refusal).rejects.toBeInstanceOf(RemoteVersionSkewError);
    await expect(refusal).rejects.toMatchObject({
      remote: 'courses',
      remoteVersion: '2.0.0',
      clashes: [{ name: '@academy/contracts', required: '^2.0.0', provided: '1.2.0' }],
    });
    expect(String(logged.mock.calls[0]?.[0])).toBe(
      'The courses remote 2.0.0 is out of step with this portal: it needs @academy/contracts ^2.0.0, the portal provides 1.2.0',
    );
    expect(checkedVersionOf('courses')).toBeUndefined();
  });

  it('forgets a failed read, so that Retry asks the network again', async () => {
    await expect(checkRemoteRelease('console', 1000)).rejects.toThrow(/answered 503/);
    await expect(checkRemoteRelease('console', 1000)).rejects.toThrow(/answered 503/);
    expect(fetched.filter((call) => call.url.includes('/console/'))).toHaveLength(2);
  });
});
