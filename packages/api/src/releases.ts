import type { RemoteName } from './config';

/** One remote's release as /remotes.json names it: the version that runs and where its files are. */
export interface RemoteRelease {
  /** The remote's semver, also the folder its build is served from (`/remotes/lab/1.4.0/…`). */
  version: string;
  /** URL of the release's mf-manifest.json: a path on the portal's origin or an absolute URL on another origin. */
  entry: string;
  /** Subresource Integrity of that manifest (`sha384-…`); set it where the entry is on another origin. */
  integrity?: string;
}

/** /remotes.json: which release of each remote the shell loads. Rolling a remote back is one edit of it. */
export type RemoteReleases = Record<RemoteName, RemoteRelease>;

/** What a remote's build adds to its mf-manifest.json, under RELEASE_MANIFEST_KEY: who it is and what it needs. */
export interface RemoteReleaseInfo {
  remote: RemoteName;
  version: string;
  /** Semver range of the federation runtime the remote runs on (it is built without one and uses the shell's). */
  federationRuntime: string;
  /** Subresource Integrity of each file the shell loads by tag (remoteEntry.js, the manifest's assets), by path. */
  integrity: Record<string, string>;
}

export const RELEASE_MANIFEST_KEY = 'academyRelease';

/** The files of an exposed page or a shared package in a remote's mf-manifest.json, relative to the manifest. */
export interface BuildManifestAssets {
  assets?: {
    js?: { sync?: string[]; async?: string[] };
    css?: { sync?: string[]; async?: string[] };
  };
}

/** One shared package in a remote's mf-manifest.json: the version it was built with and the range it needs. */
export interface BuildManifestShared extends BuildManifestAssets {
  name: string;
  version: string;
  singleton?: boolean;
  requiredVersion?: string | false;
}

/** The parts of a remote's mf-manifest.json (Module Federation's build output) that the shell and server read. */
export interface RemoteBuildManifest {
  metaData?: {
    buildInfo?: { buildVersion?: string };
    remoteEntry?: { name?: string; path?: string };
    /** The Module Federation version the remote was built with. */
    pluginVersion?: string;
  };
  shared?: BuildManifestShared[];
  exposes?: ({ name: string } & BuildManifestAssets)[];
  [RELEASE_MANIFEST_KEY]?: RemoteReleaseInfo;
}

/** What the running shell provides to remotes: the versions a remote's needs are checked against before it mounts. */
export interface HostVersions {
  /** Shared package name -> the version the shell provides. */
  shared: Record<string, string>;
  /** The Module Federation runtime's version. */
  federationRuntime: string;
}
