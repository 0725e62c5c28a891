import { RELEASE_MANIFEST_KEY, type RemoteBuildManifest, type RemoteName, type RemoteReleases } from '@academy/api';
import { findVersionClashes } from './version-clashes';
import { RemoteVersionSkewError } from './version-skew-error';

let releases: RemoteReleases | null = null;
/** Manifest text by URL, read once here and handed to the federation runtime without a second request. */
const manifestTexts = new Map<string, string>();
/** Integrity of each file a release's manifest names, by URL, from its release block. */
const fileIntegrity = new Map<string, string>();
const checked = new Map<RemoteName, Promise<string>>();
const versions = new Map<RemoteName, string>();

export function setRemoteReleases(value: RemoteReleases): void {
  releases = value;
}

/** The absolute URL of a remote's manifest, from /remotes.json. */
export function manifestUrlOf(remote: RemoteName): string {
  if (!releases) throw new Error('Remotes are not registered yet');
  return new URL(releases[remote].entry, window.location.origin).href;
}

export function cachedManifestText(url: string): string | undefined {
  return manifestTexts.get(url);
}

export function integrityOf(url: string): string | undefined {
  return fileIntegrity.get(url);
}

function versionOf(remote: RemoteName, manifest: RemoteBuildManifest): string {
  return (
    manifest[RELEASE_MANIFEST_KEY]?.version ??
    manifest.metaData?.buildInfo?.buildVersion ??
    releases?.[remote].version ??
    'unknown'
  );
}

async function fetchManifest(remote: RemoteName, timeoutMs: number): Promise<RemoteBuildManifest> {
  const url = manifestUrlOf(remote);
  // The browser refuses the answer when it does not match the integrity /remotes.json names.
  const response = await fetch(url, {
    integrity: releases?.[remote].integrity,
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const text = await response.text();
  const manifest = JSON.parse(text) as RemoteBuildManifest;
  manifestTexts.set(url, text);
  for (const [file, integrity] of Object.entries(manifest[RELEASE_MANIFEST_KEY]?.integrity ?? {})) {
    fileIntegrity.set(new URL(file, url).href, integrity);
  }
  return manifest;
}

/** The version of a remote whose release passed its check on this page, for the page area's data attribute. */
export function checkedVersionOf(remote: RemoteName): string | undefined {
  return versions.get(remote);
}

/**
 * Reads a remote's manifest once and checks that the running shell meets its needs. Resolves to the release's
 * version; rejects with RemoteVersionSkewError (logged with both versions) when it does not. A failed read is
 * forgotten, so Retry asks again.
 */
export function checkRemoteRelease(remote: RemoteName, timeoutMs: number): Promise<string> {
  let check = checked.get(remote);
  if (!check) {
    check = fetchManifest(remote, timeoutMs).then((manifest) => {
      const version = versionOf(remote, manifest);
      const clashes = findVersionClashes(manifest, ACADEMY_HOST_VERSIONS);
      if (clashes.length === 0) {
        versions.set(remote, version);
        return version;
      }
      const error = new RemoteVersionSkewError(remote, version, clashes);
      console.error(error.message);
      throw error;
    });
    check.catch(() => checked.delete(remote));
    checked.set(remote, check);
  }
  return check;
}
