import type { RemoteReleases } from '@academy/contracts';
import { isRemoteReleases } from './remote-releases';
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
