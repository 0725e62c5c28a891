import type { RemoteBuildManifest, RemoteReleases } from '@academy/contracts';
import { expect, it } from '@rstest/core';
import { isRemoteBuildManifest, isRemoteReleases } from './releases';
import { describeCheck, without } from './testing/check-cases';

const release = { version: '1.4.0', entry: '/remotes/lab/1.4.0/mf-manifest.json' };
const releases: RemoteReleases = {
  lab: { ...release, integrity: 'sha384-abc' },
  console: release,
  courses: release,
  classes: release,
};

describeCheck('isRemoteReleases', isRemoteReleases, releases, {
  'without a remote': without(releases, 'classes'),
  'a release without its entry': { ...releases, lab: { version: '1.4.0' } },
  'an integrity that is no string': { ...releases, lab: { ...release, integrity: true } },
});

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

describeCheck('isRemoteBuildManifest', isRemoteBuildManifest, manifest, {
  'a shared package without its name': { ...manifest, shared: [{ version: '19.3.1' }] },
  'a required version that is true': { ...manifest, shared: [{ name: 'react', version: '1', requiredVersion: true }] },
  'files that are no list': { ...manifest, exposes: [{ name: './machines', assets: { js: { sync: 'a.js' } } }] },
  'a release of an unknown remote': { ...manifest, academyRelease: { ...manifest.academyRelease, remote: 'shop' } },
  'an integrity that is no string': {
    ...manifest,
    academyRelease: { ...manifest.academyRelease, integrity: { 'remoteEntry.js': 1 } },
  },
});

it('a manifest of a remote built before releases were declared is one: every part the shell reads is optional', () => {
  expect(
    isRemoteBuildManifest({
      metaData: { pluginVersion: '2.9.2' },
      shared: [{ name: 'react', version: '19.3.1', requiredVersion: false }],
    }),
  ).toBe(true);
});
