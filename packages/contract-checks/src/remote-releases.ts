import type { RemoteRelease, RemoteReleases } from '@academy/contracts';
import { isString, objectOf, optional } from './values';

const isRemoteRelease = objectOf<RemoteRelease>({ version: isString, entry: isString, integrity: optional(isString) });

/** /remotes.json, or the remotes part of the page's start-up block: a release of every remote. */
export const isRemoteReleases = objectOf<RemoteReleases>({
  lab: isRemoteRelease,
  console: isRemoteRelease,
  courses: isRemoteRelease,
  classes: isRemoteRelease,
});
