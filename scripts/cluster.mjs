// `npm run cluster`: the backend scaled out on one machine. A throwaway PostgreSQL (Debian's initdb and pg_ctl in
// a temporary folder on a free port) unless DATABASE_URL names one, INSTANCES server instances (default 2) on free
// ports sharing it, and nginx in front (round robin, WebSocket upgrades passed through) on PORT (default 3000).
// Prints the balancer URL and each instance's port and pid; Ctrl+C or SIGTERM stops everything it started.
// CLUSTER_STATE_FILE, if set, receives the same as JSON (the cluster end-to-end tests read it).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../server/build-server.mjs';
import { ensureDebianPackages, freePort, startThrowawayPostgres } from '../server/test-support/throwaway-postgres.mjs';
import { nginxConfig } from './nginx-config.mjs';
import { repoRoot } from './workspace.mjs';

const NGINX = '/usr/sbin/nginx';
const serverDir = path.join(repoRoot, 'server');

function positiveInteger(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number >= 1, got "${raw}".`);
  return value;
}

async function waitUntilReady(url, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url} exited with ${child.exitCode} before it was ready`);
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} was not ready within ${timeoutMs / 1000} s`);
}

async function main() {
  ensureDebianPackages(['nginx'], () => spawnSync(NGINX, ['-v']).status === 0);
  const instances = positiveInteger('INSTANCES', 2);
  const port = positiveInteger('PORT', 3000);
  const balancer = `http://127.0.0.1:${port}`;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'academy-cluster-'));
  const children = [];
  let postgres;
  let stopping = false;

  function stop(code) {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    const deadline = Date.now() + 10_000;
    const wait = () => {
      const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
      if (running.length > 0 && Date.now() < deadline) return setTimeout(wait, 100);
      for (const child of running) child.kill('SIGKILL');
      postgres?.stop();
      rmSync(dir, { recursive: true, force: true });
      process.exit(code);
    };
    wait();
  }
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));

  try {
    let databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) {
      postgres = await startThrowawayPostgres({ takenPorts: [port] });
      databaseUrl = postgres.url;
    }
    const ports = [];
    // Never the balancer's port: nginx binds it last, and the system may hand it out again until then.
    for (let index = 0; index < instances; index += 1) ports.push(await freePort([port, ...ports]));
    // Each instance's /metrics on a port of its own (no token there): a scraper reads every instance, not whichever
    // one the balancer picks.
    const metricsPorts = [];
    for (let index = 0; index < instances; index += 1) {
      metricsPorts.push(await freePort([port, ...ports, ...metricsPorts]));
    }
    const { main } = await buildServer();
    // Every instance seals guest passwords with one key: the academy's, or one made for this throwaway cluster.
    const secretsKey =
      process.env.SECRETS_KEY ?? (process.env.SECRETS_KEY_FILE ? undefined : randomBytes(32).toString('base64'));
    const started = ports.map((instancePort, index) => {
      const metricsPort = metricsPorts[index];
      const name = `instance-${index + 1}`;
      const child = spawn(process.execPath, [main], {
        cwd: serverDir,
        stdio: ['ignore', 'inherit', 'inherit'],
        env: {
          SCHEDULER_INTERVAL_MS: '5000',
          ...process.env,
          PORT: String(instancePort),
          HOST: '127.0.0.1',
          DATABASE_URL: databaseUrl,
          ...(secretsKey ? { SECRETS_KEY: secretsKey } : {}),
          PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? balancer,
          INSTANCE_NAME: name,
          TRUST_PROXY: 'loopback',
          METRICS_PORT: String(metricsPort),
        },
      });
      children.push(child);
      const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
      return { name, port: instancePort, pid: child.pid, url: `http://127.0.0.1:${instancePort}`, metricsUrl, child };
    });
    await Promise.all(started.map(({ url, child }) => waitUntilReady(url, child)));

    for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, `nginx-${name}`));
    const configFile = path.join(dir, 'nginx.conf');
    writeFileSync(configFile, nginxConfig({ dir, port, upstreams: ports }));
    const nginx = spawn(NGINX, ['-p', dir, '-c', configFile, '-e', path.join(dir, 'nginx-error.log')], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    children.push(nginx);
    nginx.on('exit', (code) => {
      if (!stopping) console.error(`nginx exited with ${code}; stopping the cluster`);
      stop(1);
    });
    await waitUntilReady(balancer, nginx, 10_000);

    const state = {
      balancer,
      databaseUrl: postgres ? databaseUrl : 'DATABASE_URL',
      nginxPid: nginx.pid,
      instances: started.map(({ name, port: instancePort, pid, url, metricsUrl }) => ({
        name,
        port: instancePort,
        pid,
        url,
        metricsUrl,
      })),
    };
    if (process.env.CLUSTER_STATE_FILE) writeFileSync(process.env.CLUSTER_STATE_FILE, JSON.stringify(state, null, 2));
    console.log(`\nAcademy cluster: ${balancer} (nginx, round robin, pid ${nginx.pid})`);
    console.log(`  PostgreSQL: ${postgres ? `throwaway, ${postgres.url}` : 'the server named by DATABASE_URL'}`);
    for (const instance of state.instances)
      console.log(`  ${instance.name}: port ${instance.port}, pid ${instance.pid}, metrics ${instance.metricsUrl}`);
    console.log('  Ctrl+C stops everything.');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    stop(1);
  }
}

await main();
