import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '@academy/server/build';
import { freshDataDir } from '@academy/server/pglite-template';
import { freePort } from '@academy/server/throwaway-postgres';
import { startThrowawayVcsim } from '@academy/server/throwaway-vcsim';
import { onItsOwnBudget } from './machine-speed';

const STATE_VARIABLE = 'ACADEMY_E2E_VCSIM';
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server');

/** The vCenter the global setup started, and where the portal on it listens and keeps its data. */
export interface VsphereUnderTest {
  vcsimUrl: string;
  port: number;
  dataDir: string;
}

export function vsphereUnderTest(): VsphereUnderTest {
  const state = process.env[STATE_VARIABLE];
  if (!state) throw new Error(`${STATE_VARIABLE} is unset: run with --config vsphere.config.ts`);
  return JSON.parse(state) as VsphereUnderTest;
}

/** The portal on the vCenter under test, as one process: killed and started again by the tests. */
export interface PortalProcess {
  url: string;
  /** kill -9: what it was doing stops mid-write. */
  kill(): Promise<void>;
}

/** Each start's log, kept beside the run's failures: what the portal did is what a failure here needs. */
const LOG_DIR = path.resolve(serverDir, '../e2e/test-results/vsphere-portal');

export async function startPortal({ vcsimUrl, port, dataDir }: VsphereUnderTest): Promise<PortalProcess> {
  const url = `http://127.0.0.1:${port}`;
  mkdirSync(LOG_DIR, { recursive: true });
  const log = openSync(path.join(LOG_DIR, `portal-${new Date().toISOString().replaceAll(':', '-')}.log`), 'w');
  const { main } = await buildServer();
  const child = spawn(process.execPath, [main], {
    cwd: serverDir,
    stdio: ['ignore', log, 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: url,
      DATA_DIR: dataDir,
      ENABLE_TEST_HOOKS: '1',
      SCHEDULER_INTERVAL_MS: '1000',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
      HYPERVISOR: 'vsphere',
      VSPHERE_URL: vcsimUrl,
      VSPHERE_USERNAME: 'portal',
      VSPHERE_PASSWORD: 'vcsim',
      VSPHERE_TEMPLATES_FOLDER: '/DC0/vm/Courses',
      VSPHERE_LABS_FOLDER: '/DC0/vm/Labs',
      VSPHERE_RESOURCE_POOL: '/DC0/host/DC0_C0/Resources',
      // Two clones at a time: provisioning lasts long enough to be interrupted.
      VSPHERE_MAX_PARALLEL_CLONES: '2',
    },
  });
  closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await onItsOwnBudget(120_000, async () => {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const ready = await fetch(`${url}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return;
      if (child.exitCode !== null || Date.now() > deadline) throw new Error('the portal on vcsim did not start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });
  return {
    url,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Playwright global setup: a vcsim whose clones take a moment, as a host's do, and a port and data folder. */
export default async function setup(): Promise<() => Promise<void>> {
  const vcsim = await startThrowawayVcsim({ toolsDelayMs: 500, guestDelayMs: 500, taskDelayMs: 400 });
  const state: VsphereUnderTest = {
    vcsimUrl: vcsim.url,
    port: await freePort(),
    dataDir: await freshDataDir('academy-vsphere-e2e-'),
  };
  process.env[STATE_VARIABLE] = JSON.stringify(state);
  // The spec's afterAll has killed the portal by now: its data folder is unused.
  return async () => {
    await vcsim.stop();
    rmSync(state.dataDir, { recursive: true, force: true });
  };
}
