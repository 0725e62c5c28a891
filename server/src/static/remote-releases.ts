import { readFileSync } from 'node:fs';
import { REMOTE_NAMES, type RemoteName, type RemoteRelease, type RemoteReleases } from '@academy/api';
import type { ServerConfig } from '../config';

const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;
const INTEGRITY = /^sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

function releaseProblem(name: string, value: unknown): string | undefined {
  if (!isRemoteName(name)) return `"${name}" is not a remote (${REMOTE_NAMES.join(', ')})`;
  if (typeof value !== 'object' || value === null) return `${name}: expected { "version", "entry" }`;
  const { version, entry, integrity } = value as Record<string, unknown>;
  if (typeof version !== 'string' || !VERSION.test(version)) return `${name}: "version" must be a semver like 1.4.0`;
  if (typeof entry !== 'string' || !/^(\/|https?:\/\/)/.test(entry))
    return `${name}: "entry" must be a path from / or an http(s) URL of the release's mf-manifest.json`;
  if (integrity !== undefined && (typeof integrity !== 'string' || !INTEGRITY.test(integrity)))
    return `${name}: "integrity" must be sha256-, sha384- or sha512- and base64`;
  return undefined;
}

/**
 * /remotes.json from a file an operator edits: the remotes it names replace the defaults, the others keep them.
 * Throws with every problem of the file, in words an operator can act on.
 */
export function parseRemoteReleases(text: string, defaults: RemoteReleases): RemoteReleases {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`not JSON: ${(error as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error('expected an object of remote name -> { "version", "entry", "integrity"? }');
  const problems = Object.entries(parsed).flatMap(([name, value]) => releaseProblem(name, value) ?? []);
  if (problems.length > 0) throw new Error(problems.join('; '));
  const releases = { ...defaults };
  for (const [name, value] of Object.entries(parsed as Record<RemoteName, RemoteRelease>)) {
    const { version, entry, integrity } = value;
    releases[name as RemoteName] = integrity ? { version, entry, integrity } : { version, entry };
  }
  return releases;
}

/**
 * The releases the shell loads now. The file is re-read when it changes, so rolling a remote back is one edit and
 * the next page load picks it up, with no restart. A broken edit is logged and the last good releases stay; a file
 * broken at start-up stops the server.
 */
export function remoteReleaseSource(config: ServerConfig): () => RemoteReleases {
  const { file, defaults } = config.remoteReleases;
  if (!file) return () => defaults;
  let text = readFileSync(file, 'utf8');
  let current: RemoteReleases;
  try {
    current = parseRemoteReleases(text, defaults);
  } catch (error) {
    throw new Error(`REMOTES_FILE ${file}: ${(error as Error).message}`);
  }
  // Read at every page load (a small file) and compared by content: an edit within the same clock tick still counts.
  return () => {
    try {
      const now = readFileSync(file, 'utf8');
      if (now === text) return current;
      text = now;
      current = parseRemoteReleases(now, defaults);
      console.log(`Remote releases from ${file}: ${describeReleases(current)}`);
    } catch (error) {
      console.error(`REMOTES_FILE ${file} was not applied, the last good releases stay: ${(error as Error).message}`);
    }
    return current;
  };
}

export function describeReleases(releases: RemoteReleases): string {
  return REMOTE_NAMES.map((name) => `${name} ${releases[name].version}`).join(', ');
}
