import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { buildServer } from '../build-server.mjs';
import { eventually } from './test-server';

const serverDir = path.resolve(import.meta.dirname, '..');

/**
 * The server as `pnpm start` runs it (built: `node dist/main.mjs`), in a process of its own, for the tests that
 * kill it (-9) and start it again; resolves once it answers at `base` (test hooks on). Its stderr's end is kept for
 * the failure of a start.
 */
export async function spawnServerProcess(env: Record<string, string>, base: string): Promise<ChildProcess> {
  const { main } = await buildServer();
  const started = spawn(process.execPath, [main], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  started.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  try {
    await eventually(
      async () => {
        if (started.exitCode !== null) throw new Error(`server exited with ${started.exitCode}: ${stderr}`);
        return (await fetch(`${base}/__test__/clock`).catch(() => undefined))?.ok ? true : undefined;
      },
      60_000,
      100,
    );
  } catch (error) {
    started.kill('SIGKILL');
    throw error;
  }
  return started;
}
