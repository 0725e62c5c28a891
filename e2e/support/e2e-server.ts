import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RemoteName, RemoteRelease } from '@academy/contracts';
import { releaseEntry } from '../../scripts/remote-release.mjs';

export { sourceVersionOf } from '../../scripts/remote-release.mjs';

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

/** A release's build folder in the checkout. */
export function releaseDirOf(remote: RemoteName, version: string): string {
  return path.join(repoRoot, 'remotes', remote, 'dist', version);
}

/** The classes remote's current release on the second origin, with the integrity of its manifest. */
export function classesOnRemoteOrigin(): RemoteRelease {
  return releaseEntry('classes', `${REMOTE_ORIGIN}/classes`);
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
    // Workers share the demo's students and click faster than a person.
    STUDENT_CALLS_PER_SECOND: '1000',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '100000',
    // Specs move the server's clock by hours: the idle suspend would suspend every other spec's labs.
    IDLE_SUSPEND_MINUTES: '0',
    REMOTE_LOAD_TIMEOUT_MS: String(E2E_REMOTE_TIMEOUT_MS),
    REMOTES_FILE: E2E_REMOTES_FILE,
    // One JSON line per request would bury Playwright's own report; warnings and errors still show.
    LOG_LEVEL: 'warn',
  };
}
