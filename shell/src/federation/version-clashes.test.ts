import type { HostVersions, RemoteBuildManifest } from '@academy/api';
import { describe, expect, it } from '@rstest/core';
import { FEDERATION_RUNTIME, findVersionClashes } from './version-clashes';

const host: HostVersions = {
  shared: { react: '19.3.1', effector: '23.4.4', '@academy/contracts': '1.2.0', '@academy/auth': '1.1.0' },
  federationRuntime: '2.9.2',
};

function remoteNeeding(contracts: string, extra: Partial<RemoteBuildManifest> = {}): RemoteBuildManifest {
  return {
    shared: [
      { name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.0' },
      { name: 'react/jsx-runtime', version: '19.3.1', requiredVersion: '^19.3.1' },
      { name: '@academy/contracts', version: contracts.slice(1), singleton: true, requiredVersion: contracts },
      { name: 'date-fns-tz', version: '3.2.0', singleton: true, requiredVersion: '^3.2.0' },
    ],
    academyRelease: { remote: 'lab', version: '1.2.0', federationRuntime: '^2.9.0', integrity: {} },
    ...extra,
  };
}

describe('findVersionClashes', () => {
  it('accepts a remote built against the same or an older minor of every singleton the shell provides', () => {
    expect(findVersionClashes(remoteNeeding('^1.2.0'), host)).toEqual([]);
    expect(findVersionClashes(remoteNeeding('^1.1.0'), host)).toEqual([]);
  });

  it('refuses a remote built against the next major, or a newer minor the shell does not have, naming both versions', () => {
    expect(findVersionClashes(remoteNeeding('^2.0.0'), host)).toEqual([
      { name: '@academy/contracts', required: '^2.0.0', provided: '1.2.0' },
    ]);
    expect(findVersionClashes(remoteNeeding('^1.3.0'), host)).toEqual([
      { name: '@academy/contracts', required: '^1.3.0', provided: '1.2.0' },
    ]);
  });

  it('checks the federation runtime range the remote declares', () => {
    const newer = remoteNeeding('^1.2.0', {
      academyRelease: { remote: 'lab', version: '1.3.0', federationRuntime: '^2.10.0', integrity: {} },
    });
    expect(findVersionClashes(newer, host)).toEqual([
      { name: FEDERATION_RUNTIME, required: '^2.10.0', provided: '2.9.2' },
    ]);
  });

  it("derives the runtime a remote built before releases were declared needs from its build's federation version", () => {
    const legacy = (pluginVersion: string) => ({
      ...remoteNeeding('^1.1.0'),
      academyRelease: undefined,
      metaData: { pluginVersion },
    });
    expect(findVersionClashes(legacy('2.8.2'), host)).toEqual([]);
    expect(findVersionClashes(legacy('3.0.0'), host)).toEqual([
      { name: FEDERATION_RUNTIME, required: '^3.0.0', provided: '2.9.2' },
    ]);
  });

  it("leaves alone what the shell does not provide, and a remote's non-singleton subpaths", () => {
    const manifest = remoteNeeding('^1.2.0');
    expect(manifest.shared?.some((shared) => shared.name === 'date-fns-tz')).toBe(true);
    expect(findVersionClashes(manifest, { ...host, shared: { ...host.shared, react: '18.3.1' } })).toEqual([
      { name: 'react', required: '^19.3.0', provided: '18.3.1' },
    ]);
  });
});
