import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { publicRoutePages } from '@academy/contracts';
import type { ServerConfig } from '../config';

/** One `<link rel="preload">`: what the browser fetches before any script asks for it. */
export interface Preload {
  href: string;
  as: 'fetch' | 'script' | 'style';
}

/** The part of a remote's mf-manifest.json that names an exposed page's files. */
interface RemoteManifestFile {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

async function readManifest(file: string): Promise<RemoteManifestFile | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as RemoteManifestFile;
  } catch {
    return null;
  }
}

/**
 * What a public route's page needs from its remote: the manifest, the remote entry and the page's own scripts and
 * styles, so they arrive in one round trip with the shell instead of one after another. A remote served from another
 * origin gets its manifest named only (its files are not on this disk).
 */
export async function preloadsForRoute(pathname: string, config: ServerConfig): Promise<Preload[]> {
  const target = publicRoutePages[pathname];
  if (!target) return [];
  const manifestUrl = config.remoteUrls[target.remote];
  const preloads: Preload[] = [{ href: manifestUrl, as: 'fetch' }];
  const localPrefix = `/remotes/${target.remote}/`;
  if (!manifestUrl.startsWith(localPrefix)) return preloads;

  const manifest = await readManifest(path.join(config.remoteDirs[target.remote], 'mf-manifest.json'));
  const entry = manifest?.metaData?.remoteEntry;
  const expose = manifest?.exposes?.find((candidate) => candidate.name === target.page);
  if (!entry?.name || !expose) return preloads;
  const inRemote = (file: string) => path.posix.join(localPrefix, file);
  preloads.push({ href: inRemote(path.posix.join(entry.path ?? '', entry.name)), as: 'script' });
  for (const file of expose.assets?.css?.sync ?? []) preloads.push({ href: inRemote(file), as: 'style' });
  for (const file of expose.assets?.js?.sync ?? []) preloads.push({ href: inRemote(file), as: 'script' });
  return preloads;
}
