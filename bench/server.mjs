// Starts the reference server as `pnpm start` does (built front end required) on a free port.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort } from '@academy/server/throwaway-postgres';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A free port below the system's ephemeral range (see the server's test support). */
export { freePort };

/** The server as that checkout's `pnpm start` runs it: built (build-server.mjs), or under tsx before it had a build. */
async function serverArguments(serverDir) {
  const builder = path.join(serverDir, 'build-server.mjs');
  if (!existsSync(builder)) return ['--import', 'tsx', 'src/main.ts'];
  const { buildServer } = await import(pathToFileURL(builder).href);
  return [(await buildServer()).main];
}

/**
 * Options (all optional): serverDir, another checkout's server/ (to measure an older build); dataDir and port,
 * to restart on the same database after a crash; quiet, to drop the server's own stderr.
 */
export async function startBenchServer(extraEnv = {}, options = {}) {
  const port = options.port ?? (await freePort());
  const url = `http://localhost:${port}`;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'academy-bench-')));
  const serverDir = options.serverDir ?? path.join(repoRoot, 'server');
  const child = spawn(process.execPath, await serverArguments(serverDir), {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), PUBLIC_ORIGIN: url, DATA_DIR: dataDir, ...extraEnv },
    stdio: ['ignore', 'pipe', options.quiet ? 'ignore' : 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes(url)) resolve();
    });
  });
  return {
    url,
    port,
    dataDir,
    pid: child.pid,
    /** A crash: SIGKILL, no shutdown step runs. */
    kill: () =>
      new Promise((resolve) => {
        child.removeAllListeners('exit');
        child.on('exit', resolve);
        child.kill('SIGKILL');
      }),
    /** A shutdown; the data folder goes with it unless it was passed in (its owner removes that one). */
    stop: async () => {
      await new Promise((resolve) => {
        child.removeAllListeners('exit');
        child.on('exit', resolve);
        child.kill('SIGTERM');
      });
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
