import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  publicRoutePages,
  RELEASE_MANIFEST_KEY,
  type RemoteBuildManifest,
  type RemoteName,
  type RemoteReleases,
} from '@academy/api';
import type { ServerConfig } from '../config';

/** One `<link rel="preload">`: what the browser fetches before any script asks for it. */
export interface Preload {
  href: string;
  as: 'fetch' | 'script' | 'style';
  /** The integrity the later request carries: a preload without it would not be used by that request. */
  integrity?: string;
}

async function readManifest(file: string): Promise<RemoteBuildManifest | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as RemoteBuildManifest;
  } catch {
    return null;
  }
}

/** The folder of this server's disk that a release's entry path is served from, if it is served here. */
function localReleaseDir(remote: RemoteName, entry: string, config: ServerConfig): string | null {
  const prefix = `/remotes/${remote}/`;
  if (!entry.startsWith(prefix)) return null;
  const relative = path.posix.dirname(entry.slice(prefix.length));
  const root = path.resolve(config.remoteDirs[remote]);
  const dir = path.resolve(root, relative);
  return dir.startsWith(root + path.sep) ? dir : null;
}

/**
 * What a public route's page needs from its remote's release: the manifest, the remote entry and the page's own
 * scripts and styles, so they arrive in one round trip with the shell instead of one after another. A release served
 * from another origin gets its manifest named only (its files are not on this disk).
 */
export async function preloadsForRoute(
  pathname: string,
  config: ServerConfig,
  releases: RemoteReleases,
): Promise<Preload[]> {
  const target = publicRoutePages[pathname];
  if (!target) return [];
  const release = releases[target.remote];
  const preloads: Preload[] = [
    release.integrity
      ? { href: release.entry, as: 'fetch', integrity: release.integrity }
      : { href: release.entry, as: 'fetch' },
  ];
  const dir = localReleaseDir(target.remote, release.entry, config);
  if (!dir) return preloads;

  const manifest = await readManifest(path.join(dir, path.posix.basename(release.entry)));
  const entry = manifest?.metaData?.remoteEntry;
  const expose = manifest?.exposes?.find((candidate) => candidate.name === target.page);
  if (!entry?.name || !expose) return preloads;
  const inRelease = (file: string) => path.posix.join(path.posix.dirname(release.entry), file);
  const integrity = manifest?.[RELEASE_MANIFEST_KEY]?.integrity ?? {};
  const preload = (file: string, as: Preload['as']): Preload => {
    const hash = integrity[file];
    return hash ? { href: inRelease(file), as, integrity: hash } : { href: inRelease(file), as };
  };
  preloads.push(preload(path.posix.join(entry.path ?? '', entry.name), 'script'));
  for (const file of expose.assets?.css?.sync ?? []) preloads.push(preload(file, 'style'));
  for (const file of expose.assets?.js?.sync ?? []) preloads.push(preload(file, 'script'));
  return preloads;
}
