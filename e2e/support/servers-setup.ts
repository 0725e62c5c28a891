import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '@academy/server/build';
import { freshDataDir } from '@academy/server/pglite-template';
import { isPortFree } from '@academy/server/throwaway-postgres';
import { e2eServerAt, e2eServerEnv, MAILBOX_PORT, REMOTE_ORIGIN, REMOTE_ORIGIN_PORT, SERVER_COUNT } from './e2e-server';
import { startMailbox } from './mailbox';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'server');
/** A server's start at machine speed: its modules, PGlite's first open and the migrations, beside the others'. */
const START_BUDGET_MS = 120_000;

interface Started {
  name: string;
  child: ChildProcess;
}

/** Starts `entry`, a built file of the server package, with `env`; its output goes to this process's, each line named. */
function launch(name: string, entry: string, env: Record<string, string>): Started {
  const child = spawn(process.execPath, [entry], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) console.log(`[${name}] ${line}`);
    });
  }
  return { name, child };
}

/** Resolves once `url` answers 2xx; fails when the process ends first or the budget runs out. */
async function ready({ name, child }: Started, url: string): Promise<void> {
  const deadline = Date.now() + START_BUDGET_MS;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  for (;;) {
    if (exited) throw new Error(`${name} exited before answering ${url}`);
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    if (Date.now() > deadline) throw new Error(`${name} did not answer ${url} in ${START_BUDGET_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stop({ child }: Started): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Fails when something already listens on `port` (another run's server, say): the readiness check would take that
 * server's answer for this one's, and the run would test another checkout.
 */
async function expectPortFree(port: number): Promise<void> {
  if (!(await isPortFree(port))) {
    throw new Error(`port ${port} is in use: stop what listens there (another end-to-end run?)`);
  }
}

/**
 * The servers under test, started side by side (Playwright's own webServer list starts them one after another:
 * four servers took 40 s where together they take half), and the remotes' second origin. Returns the teardown.
 */
export default async function startServers(): Promise<() => Promise<void>> {
  const ports = [
    ...Array.from({ length: SERVER_COUNT }, (_, index) => e2eServerAt(index).port),
    REMOTE_ORIGIN_PORT,
    MAILBOX_PORT,
  ];
  await Promise.all(ports.map(expectPortFree));
  // The server as `pnpm start` runs it: built from this checkout's sources now, so a spec never runs a stale one.
  const built = await buildServer();
  const mailbox = await startMailbox();
  const dataDirs = await Promise.all(Array.from({ length: SERVER_COUNT }, () => freshDataDir('academy-e2e-data-')));
  const servers = dataDirs.map((dataDir, index) => {
    const server = e2eServerAt(index);
    return {
      started: launch(`server ${server.port}`, built.main, e2eServerEnv(server, dataDir, mailbox.smtpUrl)),
      url: `${server.origin}/config.json`,
    };
  });
  const remoteOrigin = {
    started: launch('remote origin', built['remote-origin-main'], {
      PORT: String(REMOTE_ORIGIN_PORT),
      HOST: '127.0.0.1',
    }),
    url: `${REMOTE_ORIGIN}/health`,
  };
  const all = [...servers, remoteOrigin];
  // A runner that ends without its teardown (stopped, or failed in its setup) takes its servers with it.
  process.once('exit', () => {
    for (const { started } of all) started.child.kill('SIGKILL');
  });
  const teardown = async () => {
    await Promise.all(all.map(({ started }) => stop(started)));
    await mailbox.close();
    // Only once the servers have ended: they write to their databases (about 40 MB each) until then.
    for (const [index, dataDir] of dataDirs.entries()) {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(path.dirname(e2eServerAt(index).remotesFile), { recursive: true, force: true });
    }
  };
  try {
    await Promise.all(all.map(({ started, url }) => ready(started, url)));
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
