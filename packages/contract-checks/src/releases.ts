import type {
  BuildManifestAssets,
  BuildManifestShared,
  RemoteBuildManifest,
  RemoteName,
  RemoteRelease,
  RemoteReleaseInfo,
  RemoteReleases,
} from '@academy/contracts';
import { arrayOf, isBoolean, isString, keyOf, objectOf, optional, recordOf } from './values';

const isRemoteRelease = objectOf<RemoteRelease>({ version: isString, entry: isString, integrity: optional(isString) });

/** /remotes.json, or the remotes part of the page's start-up block: a release of every remote. */
export const isRemoteReleases = objectOf<RemoteReleases>({
  lab: isRemoteRelease,
  console: isRemoteRelease,
  courses: isRemoteRelease,
  classes: isRemoteRelease,
});

const isFileList = optional(
  objectOf<{ sync?: string[]; async?: string[] }>({
    sync: optional(arrayOf(isString)),
    async: optional(arrayOf(isString)),
  }),
);

const isAssets = optional(objectOf<NonNullable<BuildManifestAssets['assets']>>({ js: isFileList, css: isFileList }));

const isBuildManifestShared = objectOf<BuildManifestShared>({
  assets: isAssets,
  name: isString,
  version: isString,
  singleton: optional(isBoolean),
  requiredVersion: optional((value): value is string | false => value === false || isString(value)),
});

const isReleaseInfo = objectOf<RemoteReleaseInfo>({
  remote: keyOf<RemoteName>({ lab: true, console: true, courses: true, classes: true }),
  version: isString,
  federationRuntime: isString,
  integrity: recordOf(isString),
});

/** The parts of a remote's mf-manifest.json the shell reads, each of its type where it is present. */
export const isRemoteBuildManifest = objectOf<RemoteBuildManifest>({
  metaData: optional(
    objectOf<NonNullable<RemoteBuildManifest['metaData']>>({
      buildInfo: optional(objectOf<{ buildVersion?: string }>({ buildVersion: optional(isString) })),
      remoteEntry: optional(
        objectOf<{ name?: string; path?: string }>({ name: optional(isString), path: optional(isString) }),
      ),
      pluginVersion: optional(isString),
    }),
  ),
  shared: optional(arrayOf(isBuildManifestShared)),
  exposes: optional(arrayOf(objectOf<{ name: string } & BuildManifestAssets>({ assets: isAssets, name: isString }))),
  academyRelease: optional(isReleaseInfo),
});
