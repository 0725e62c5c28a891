import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ORIGIN = `http://localhost:${E2E_PORT}`;
/** A second origin serving the remotes, as a remote team's own host would; the classes remote comes from it. */
export const REMOTE_ORIGIN_PORT = E2E_PORT + 1;
export const REMOTE_ORIGIN = `http://127.0.0.1:${REMOTE_ORIGIN_PORT}`;
/** Remote loads give up after this long in tests (120 s in production), so a hanging remote fails fast. */
export const E2E_REMOTE_TIMEOUT_MS = 4_000;

/** Environment of the server under test: test hooks on, fresh database, fast hypervisor. */
export function e2eServerEnv(): Record<string, string> {
  return {
    PORT: String(E2E_PORT),
    PUBLIC_ORIGIN: E2E_ORIGIN,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'academy-e2e-data-')),
    ENABLE_TEST_HOOKS: '1',
    HYPERVISOR_SPEED: '0.05',
    LOGIN_MAX_FAILURES: '1000',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '100000',
    REMOTE_LOAD_TIMEOUT_MS: String(E2E_REMOTE_TIMEOUT_MS),
    REMOTE_URL_CLASSES: `${REMOTE_ORIGIN}/classes/mf-manifest.json`,
  };
}
