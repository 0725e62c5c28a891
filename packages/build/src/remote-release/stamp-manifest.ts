import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { RELEASE_MANIFEST_KEY, type RemoteBuildManifest, type RemoteReleaseInfo } from '@academy/contracts';

/** Subresource Integrity of a file's bytes, as a browser checks it (`sha384-<base64>`). */
export function integrityOf(bytes: Buffer | string): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/**
 * Adds the remote's release block to the mf-manifest.json in `distDir`: its name and version, the federation
 * runtime range it needs of the shell, and the integrity of its remoteEntry.js, which the shell checks when it
 * loads the script. Returns the stamped manifest.
 */
export async function stampReleaseManifest(
  distDir: string,
  release: Omit<RemoteReleaseInfo, 'integrity'>,
): Promise<RemoteBuildManifest> {
  const file = path.join(distDir, 'mf-manifest.json');
  const manifest = JSON.parse(await readFile(file, 'utf8')) as RemoteBuildManifest;
  const entry = manifest.metaData?.remoteEntry;
  if (!entry?.name) throw new Error(`${file} names no remote entry`);
  const entryFile = path.posix.join(entry.path ?? '', entry.name);
  const stamped: RemoteBuildManifest = {
    ...manifest,
    [RELEASE_MANIFEST_KEY]: {
      ...release,
      integrity: { [entryFile]: integrityOf(await readFile(path.join(distDir, entryFile))) },
    },
  };
  await writeFile(file, JSON.stringify(stamped, null, 2));
  return stamped;
}
