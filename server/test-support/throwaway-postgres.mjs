// A throwaway PostgreSQL cluster from Debian's binaries (initdb and pg_ctl) in a temporary folder on a free port:
// what `npm run cluster` runs on, and what the storage tests run against besides PGlite. Plain JavaScript, so the
// cluster script runs it with node alone.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const DEBIAN_POSTGRES = '/usr/lib/postgresql';

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Installs Debian packages that are missing, when running as root (a fresh CI machine); else explains. */
export function ensureDebianPackages(packages, present) {
  if (present()) return;
  if (!isRoot()) throw new Error(`Install ${packages.join(' ')} (Debian packages) first, or run as root.`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'ignore', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { stdio: 'ignore', env });
  if (!present()) throw new Error(`${packages.join(' ')} installed, but still not found.`);
}

/** The newest installed PostgreSQL's bin folder (15 on Debian 12), or undefined. */
function postgresBin() {
  if (!existsSync(DEBIAN_POSTGRES)) return undefined;
  const versions = readdirSync(DEBIAN_POSTGRES)
    .filter((name) => existsSync(path.join(DEBIAN_POSTGRES, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && path.join(DEBIAN_POSTGRES, versions[0], 'bin');
}

/**
 * Below Linux's ephemeral range (32768-60999), where the system picks the local port of every outgoing connection:
 * a port the system handed out here (listen on 0) went back into that range, and one of the many connections the
 * tests open could take it before the server meant for it bound it (EADDRINUSE, seen once a cluster started beside
 * the server tests).
 */
const PORT_RANGE = { first: 20_000, last: 32_767 };

/** Whether nothing listens on `port` of 127.0.0.1 now (tried by listening on it). */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A random port of PORT_RANGE that nothing listens on now, or undefined. */
async function probePort() {
  const port = PORT_RANGE.first + Math.floor(Math.random() * (PORT_RANGE.last - PORT_RANGE.first + 1));
  return (await isPortFree(port)) ? port : undefined;
}

/**
 * A port free now on 127.0.0.1, other than `taken`: ports handed out earlier but not bound yet (a cluster's
 * balancer starts last), which the system may hand out again.
 */
export async function freePort(taken = []) {
  for (;;) {
    const port = await probePort();
    if (port !== undefined && !taken.includes(port)) return port;
  }
}

/**
 * Starts a PostgreSQL cluster of its own: initdb and pg_ctl as the `postgres` user when run as root (PostgreSQL
 * refuses to run as root), trust authentication on 127.0.0.1 only, fsync off (it is thrown away), on a free port
 * other than `takenPorts`.
 */
export async function startThrowawayPostgres({ takenPorts = [] } = {}) {
  ensureDebianPackages(['postgresql'], () => postgresBin() !== undefined);
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'academy-pg-'));
  const dataDir = path.join(dir, 'data');
  const port = await freePort(takenPorts);
  const asOwner = (command, args) => {
    const [file, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    const result = spawnSync(file, argv, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  asOwner(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  asOwner(path.join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-o',
    options,
    '-l',
    path.join(dir, 'postgres.log'),
    '-w',
    'start',
  ]);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    /** Creates another database on this server (a test's own), returning its URL. */
    createDatabase(name) {
      asOwner(path.join(bin, 'psql'), [
        '-h',
        dir,
        '-p',
        String(port),
        '-U',
        'postgres',
        '-c',
        `CREATE DATABASE "${name}"`,
      ]);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        asOwner(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
