import type { RemoteBuildManifest } from '@academy/contracts';
import { describe, expect, it } from '@rstest/core';
import { isReleaseManifest } from './release-manifest';

/** A manifest as a remote's build writes it (the parts the shell does not read included). */
const manifest: RemoteBuildManifest = {
  metaData: { buildInfo: { buildVersion: '1.4.0' }, remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: [{ name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.0' }],
  exposes: [{ name: './machines', assets: { js: { sync: ['static/js/a.js'], async: [] } } }],
  academyRelease: {
    remote: 'lab',
    version: '1.4.0',
    federationRuntime: '^2.9.0',
    integrity: { 'remoteEntry.js': 'sha384-abc' },
  },
};

describe('isReleaseManifest', () => {
  it('lets a manifest through, and one of a remote built before releases were declared (all it reads is optional)', () => {
    expect(isReleaseManifest(manifest)).toBe(true);
    const older = { metaData: { pluginVersion: '2.9.2' }, shared: [{ name: 'react', requiredVersion: false }] };
    expect(isReleaseManifest(older)).toBe(true);
  });

  it.each([
    ['a shared package without its name', { ...manifest, shared: [{ version: '19.3.1' }] }],
    ['a required version that is true', { ...manifest, shared: [{ name: 'react', requiredVersion: true }] }],
    ['shared packages that are no list', { ...manifest, shared: { react: '19.3.1' } }],
    ['a build version that is a number', { ...manifest, metaData: { buildInfo: { buildVersion: 1 } } }],
    ['a release without its runtime range', { academyRelease: { version: '1.4.0', integrity: {} } }],
    ['an integrity that is no text', { academyRelease: { ...manifest.academyRelease, integrity: { 'a.js': 1 } } }],
    ['not an object', '1.4.0'],
    ['null', null],
  ])('refuses %s', (_case, body) => {
    expect(isReleaseManifest(body)).toBe(false);
  });
});
