import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { RELEASE_MANIFEST_KEY, type RemoteBuildManifest, type RemoteReleaseInfo } from '@academy/api';

/** Subresource Integrity of a file's bytes, as a browser checks it (`sha384-<base64>`). */
export function integrityOf(bytes: Buffer | string): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** Every file the manifest has the federation runtime load by tag: each exposed page's and shared package's assets. */
function assetsOf(manifest: RemoteBuildManifest): string[] {
  const files = new Set<string>();
  for (const group of [...(manifest.exposes ?? []), ...(manifest.shared ?? [])]) {
    for (const kind of [group.assets?.js, group.assets?.css]) {
      for (const file of [...(kind?.sync ?? []), ...(kind?.async ?? [])]) files.add(file);
    }
  }
  return [...files].sort();
}

/**
 * Adds the remote's release block to the mf-manifest.json in `distDir`: its name and version, the federation
 * runtime range it needs of the shell, and the integrity of its remoteEntry.js and of every asset the manifest names,
 * which the shell sets on the tags that load them (the remote's other chunks carry their hashes in remoteEntry.js).
 * Returns the stamped manifest.
 */
export async function stampReleaseManifest(
  distDir: string,
  release: Omit<RemoteReleaseInfo, 'integrity'>,
): Promise<RemoteBuildManifest> {
  const file = path.join(distDir, 'mf-manifest.json');
  const manifest = JSON.parse(await readFile(file, 'utf8')) as RemoteBuildManifest;
  const entry = manifest.metaData?.remoteEntry;
  if (!entry?.name) throw new Error(`${file} names no remote entry`);
  const files = [path.posix.join(entry.path ?? '', entry.name), ...assetsOf(manifest)];
  const integrity: Record<string, string> = {};
  for (const file of files) integrity[file] = integrityOf(await readFile(path.join(distDir, file)));
  const stamped: RemoteBuildManifest = { ...manifest, [RELEASE_MANIFEST_KEY]: { ...release, integrity } };
  await writeFile(file, JSON.stringify(stamped, null, 2));
  return stamped;
}
