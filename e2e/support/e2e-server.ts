import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RemoteName, RemoteRelease } from '@academy/api';
import { test } from '@playwright/test';
import { releaseEntry } from '../../scripts/remote-release.mjs';

export { sourceVersionOf } from '../../scripts/remote-release.mjs';

/**
 * The servers under test: one per parallel worker (each worker's tests run one after another on its own server, so a
 * fault or a release switch never reaches another worker's test), and one for each project whose specs change the
 * whole server, run by a worker of their own: 'clock' moves the server's clock by hours; 'idle-suspend' switches the
 * idle suspend on, which suspends every idle lab of the server one after another (other specs' labs would make its
 * test wait for hundreds of suspends).
 */
// Two by default: with the parallel server start, traces without screencast and 0.01 machine speed, two workers on 2
// cores took 14:55 for 155 tests where one took 21:24 before those changes. E2E_WORKERS sets another count.
export const PARALLEL_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
export const OWN_SERVER_PROJECTS = ['clock', 'idle-suspend'] as const;
export type OwnServerProject = (typeof OWN_SERVER_PROJECTS)[number];
export const SERVER_COUNT = PARALLEL_WORKERS + OWN_SERVER_PROJECTS.length;

const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
/** A second origin serving the remotes, as a remote team's own host would; the classes remote comes from it. */
export const REMOTE_ORIGIN_PORT = BASE_PORT + 1;
export const REMOTE_ORIGIN = `http://127.0.0.1:${REMOTE_ORIGIN_PORT}`;
/** The test mail relay's mailbox, where a test reads the invitations the servers sent (support/mailbox.ts). */
export const MAILBOX_PORT = BASE_PORT + 3;
/** Remote loads give up after this long in tests (120 s in production), so a hanging remote fails fast. */
export const E2E_REMOTE_TIMEOUT_MS = 4_000;
/** The console's reconnect interval on the test servers (4000 ms in production, spec §9): a drop costs 1 s, and the
 * 'Reconnecting every 1 s' line still shows long enough to be seen. */
export const E2E_CONSOLE_RECONNECT_MS = 1_000;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Other checkouts on the machine run their own e2e servers on the same ports: their files must not meet ours. */
const checkoutId = createHash('sha256').update(repoRoot).digest('hex').slice(0, 8);

export interface E2eServer {
  port: number;
  origin: string;
  /** Its REMOTES_FILE: a fixed path, so a test can switch a release as an operator would. */
  remotesFile: string;
}

/** Server `index`: ports 3100, 3102, 3104… (3101 is the remotes' origin). */
export function e2eServerAt(index: number): E2eServer {
  const port = BASE_PORT + 2 * index;
  return {
    port,
    origin: `http://localhost:${port}`,
    remotesFile: path.join(os.tmpdir(), `academy-e2e-${checkoutId}-${port}`, 'remotes.json'),
  };
}

/** The server of this worker process: its parallel index, which Playwright sets before it loads the config. */
export function workerServer(): E2eServer {
  return e2eServerAt(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
}

/** The server of a project that has one of its own. */
export function projectServer(project: OwnServerProject): E2eServer {
  return e2eServerAt(PARALLEL_WORKERS + OWN_SERVER_PROJECTS.indexOf(project));
}

function isOwnServerProject(name: string): name is OwnServerProject {
  return (OWN_SERVER_PROJECTS as readonly string[]).includes(name);
}

/** The server of the running test (call inside a test, hook or fixture): its project's own, or its worker's. */
export function currentServer(): E2eServer {
  const { name } = test.info().project;
  return isOwnServerProject(name) ? projectServer(name) : workerServer();
}

/** The origin of the running test's server. */
export function e2eOrigin(): string {
  return currentServer().origin;
}

/** A release's build folder in the checkout. */
export function releaseDirOf(remote: RemoteName, version: string): string {
  return path.join(repoRoot, 'remotes', remote, 'dist', version);
}

/** The classes remote's current release on the second origin, with the integrity of its manifest. */
export function classesOnRemoteOrigin(): RemoteRelease {
  return releaseEntry('classes', `${REMOTE_ORIGIN}/classes`);
}

/** Writes a server's REMOTES_FILE (the running test's by default): the classes remote from the second origin, plus `overrides`. */
export function writeRemotesFile(
  overrides: Partial<Record<RemoteName, RemoteRelease>> = {},
  server: E2eServer = currentServer(),
): void {
  mkdirSync(path.dirname(server.remotesFile), { recursive: true });
  writeFileSync(server.remotesFile, JSON.stringify({ classes: classesOnRemoteOrigin(), ...overrides }, null, 2));
}

/** Environment of a server under test: test hooks on, a fresh database in `dataDir`, fast hypervisor. */
export function e2eServerEnv(server: E2eServer, dataDir: string, smtpUrl: string): Record<string, string> {
  writeRemotesFile({}, server);
  return {
    // Invitations go to the run's test relay (support/mailbox.ts), as to an academy's own.
    SMTP_URL: smtpUrl,
    PORT: String(server.port),
    PUBLIC_ORIGIN: server.origin,
    DATA_DIR: dataDir,
    ENABLE_TEST_HOOKS: '1',
    HYPERVISOR_SPEED: '0.01',
    LOGIN_MAX_FAILURES: '1000',
    // Workers share the demo's students and click faster than a person.
    STUDENT_CALLS_PER_SECOND: '1000',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '100000',
    // Specs move the clock by hours; the idle suspend's spec switches it on for itself, on its own server.
    IDLE_SUSPEND_MINUTES: '0',
    REMOTE_LOAD_TIMEOUT_MS: String(E2E_REMOTE_TIMEOUT_MS),
    CONSOLE_RECONNECT_MS: String(E2E_CONSOLE_RECONNECT_MS),
    REMOTES_FILE: server.remotesFile,
    // One JSON line per request would bury Playwright's own report; warnings and errors still show.
    LOG_LEVEL: 'warn',
  };
}
