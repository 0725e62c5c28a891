// A throwaway vCenter: govmomi's simulator (vcsim) with the project's additions (tools/vcsim), built from
// Debian's golang-go and golang-github-vmware-govmomi-dev (Go in GOPATH mode, no module download) into a cache
// keyed by the sources' hash, started on a free port. What the vSphere adapter's tests and `npm run
// start:vsphere` run against. Plain JavaScript, so scripts run it with node alone.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { ensureDebianPackages, freePort } from './throwaway-postgres.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCES = path.join(repoRoot, 'tools', 'vcsim');
const GOPATH = '/usr/share/gocode';
const GOVMOMI = path.join(GOPATH, 'src', 'github.com', 'vmware', 'govmomi');

function goPresent() {
  try {
    execFileSync('go', ['version'], { stdio: 'ignore' });
    return existsSync(GOVMOMI);
  } catch {
    return false;
  }
}

/** Builds tools/vcsim once per version of its sources; answers the binary's path. */
export function buildVcsim() {
  ensureDebianPackages(['golang-go', 'golang-github-vmware-govmomi-dev'], goPresent);
  const hash = createHash('sha256');
  for (const name of readdirSync(SOURCES)
    .filter((file) => file.endsWith('.go'))
    .sort()) {
    hash.update(name).update(readFileSync(path.join(SOURCES, name)));
  }
  const dir = path.join(repoRoot, 'node_modules', '.cache', 'academy-vcsim', hash.digest('hex').slice(0, 16));
  const binary = path.join(dir, 'vcsim');
  if (existsSync(binary)) return binary;
  mkdirSync(dir, { recursive: true });
  // Built beside and renamed: two test files starting at once never run a half-written binary.
  const partial = `${binary}.${process.pid}`;
  execFileSync('go', ['build', '-o', partial, '.'], {
    cwd: SOURCES,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, GOPATH, GO111MODULE: 'off', GOFLAGS: '' },
  });
  renameSync(partial, binary);
  return binary;
}

/** The server's settings (HYPERVISOR=vsphere) for a simulator's demo inventory, as the portal's account. */
export function vsphereServerEnv(url) {
  return {
    HYPERVISOR: 'vsphere',
    VSPHERE_URL: url,
    VSPHERE_USERNAME: 'portal',
    VSPHERE_PASSWORD: 'secret',
    VSPHERE_TEMPLATES_FOLDER: '/DC0/vm/Courses',
    VSPHERE_LABS_FOLDER: '/DC0/vm/Labs',
    VSPHERE_RESOURCE_POOL: '/DC0/host/DC0_C0/Resources',
  };
}

/**
 * Starts vcsim with the demo inventory (the course folders under /DC0/vm/Courses, /DC0/vm/Labs) on a free port.
 * `toolsDelayMs`, `guestDelayMs`, `taskDelayMs`: how long VMware Tools take to start after a boot, a guest to
 * shut down or reboot, and a power, clone or revert task to end after the call answered it, running (0: it ends
 * inside the call, as vcsim's own tasks do).
 */
export async function startThrowawayVcsim({ port, toolsDelayMs = 1000, guestDelayMs = 1000, taskDelayMs = 0 } = {}) {
  const binary = buildVcsim();
  const listen = `127.0.0.1:${port ?? (await freePort())}`;
  const child = spawn(
    binary,
    [
      ...['-listen', listen, '-tools-delay', `${toolsDelayMs}ms`],
      ...['-guest-delay', `${guestDelayMs}ms`, '-task-delay', `${taskDelayMs}ms`],
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const url = await new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => resolve(JSON.parse(line).url));
    child.once('exit', (code) => reject(new Error(`vcsim exited with ${code} before it answered`)));
    child.once('error', reject);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    url,
    /** Sets a machine's guest CPU use, in percent of its maximum, as vCenter's quick statistics report it (tools/vcsim/cpu.go). */
    async setGuestCpu(vm, percent) {
      const response = await fetch(new URL(`/guest-cpu/${encodeURIComponent(vm)}?percent=${percent}`, url), {
        method: 'POST',
      });
      if (response.status !== 204) throw new Error(`vcsim refused the CPU use of ${vm}: ${await response.text()}`);
    },
    /** Stops the simulator (it removes its VM files) and waits for it to end. */
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
