// Starts `npm run cluster` (scripts/cluster.mjs) on a free port and reads back what it started (CLUSTER_STATE_FILE):
// the balancer URL and each instance's name, port and pid. Shared by the cluster benchmark and end-to-end tests.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../server/test-support/throwaway-postgres.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `quiet` drops the instances' own output (a benchmark's table stays readable). */
export async function startCluster(instances, extraEnv = {}, { quiet = false } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'academy-bench-cluster-'));
  const stateFile = path.join(dir, 'state.json');
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'cluster.mjs')], {
    env: {
      ...process.env,
      ...extraEnv,
      INSTANCES: String(instances),
      PORT: String(port),
      CLUSTER_STATE_FILE: stateFile,
    },
    stdio: ['ignore', 'ignore', quiet ? 'ignore' : 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  while (!existsSync(stateFile)) {
    if (child.exitCode !== null) throw new Error(`the cluster exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('the cluster did not start within 180 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const state = JSON.parse(readFileSync(stateFile, 'utf8'));
  return {
    ...state,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
