import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RemoteName, RemoteRelease } from '@academy/contracts';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ORIGIN = `http://localhost:${E2E_PORT}`;
/** A second origin serving the remotes, as a remote team's own host would; the classes remote comes from it. */
export const REMOTE_ORIGIN_PORT = E2E_PORT + 1;
export const REMOTE_ORIGIN = `http://127.0.0.1:${REMOTE_ORIGIN_PORT}`;
/** Remote loads give up after this long in tests (120 s in production), so a hanging remote fails fast. */
export const E2E_REMOTE_TIMEOUT_MS = 4_000;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The REMOTES_FILE of the server under test: a fixed path, so a test can switch a release as an operator would. */
export const E2E_REMOTES_FILE = path.join(os.tmpdir(), `academy-e2e-${E2E_PORT}`, 'remotes.json');

/** The version in a remote's package.json: the release `pnpm build` wrote to its dist/<version>/. */
export function sourceVersionOf(remote: RemoteName): string {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'remotes', remote, 'package.json'), 'utf8'));
  return (manifest as { version: string }).version;
}

/** A release's build folder in the checkout. */
export function releaseDirOf(remote: RemoteName, version: string): string {
  return path.join(repoRoot, 'remotes', remote, 'dist', version);
}

/** Subresource Integrity of a built release's manifest, as /remotes.json names it for another origin. */
export function manifestIntegrityOf(remote: RemoteName, version: string): string | undefined {
  const file = path.join(releaseDirOf(remote, version), 'mf-manifest.json');
  if (!existsSync(file)) return undefined;
  return `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;
}

/** The classes remote's current release on the second origin, with the integrity of its manifest. */
export function classesOnRemoteOrigin(): RemoteRelease {
  const version = sourceVersionOf('classes');
  const integrity = manifestIntegrityOf('classes', version);
  const entry = `${REMOTE_ORIGIN}/classes/${version}/mf-manifest.json`;
  return integrity ? { version, entry, integrity } : { version, entry };
}

/** Writes the server's REMOTES_FILE: the classes remote from the second origin, plus `overrides`. */
export function writeRemotesFile(overrides: Partial<Record<RemoteName, RemoteRelease>> = {}): void {
  mkdirSync(path.dirname(E2E_REMOTES_FILE), { recursive: true });
  writeFileSync(E2E_REMOTES_FILE, JSON.stringify({ classes: classesOnRemoteOrigin(), ...overrides }, null, 2));
}

/** Environment of the server under test: test hooks on, fresh database, fast hypervisor. */
export function e2eServerEnv(): Record<string, string> {
  writeRemotesFile();
  return {
    PORT: String(E2E_PORT),
    PUBLIC_ORIGIN: E2E_ORIGIN,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'academy-e2e-data-')),
    ENABLE_TEST_HOOKS: '1',
    HYPERVISOR_SPEED: '0.05',
    LOGIN_MAX_FAILURES: '1000',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '100000',
    REMOTE_LOAD_TIMEOUT_MS: String(E2E_REMOTE_TIMEOUT_MS),
    REMOTES_FILE: E2E_REMOTES_FILE,
  };
}
