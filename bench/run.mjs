// Cold-load benchmark of every route in Chromium: bytes of JS and CSS as transferred, requests, remotes fetched,
// time until the page's heading is visible. Prints a table and writes bench/results/routes.json.
// Usage: pnpm build && node bench/run.mjs  (starts its own server unless BENCH_URL is given)
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBenchServer } from './server.mjs';
import { measureRoutes } from './support/cold-load.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROUTES = [
  '/login',
  '/machines',
  '/view',
  '/courses',
  '/courses/new',
  '/classes',
  '/classes/new',
  '/no-such-page',
];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const server = process.env.BENCH_URL ? null : await startBenchServer();
let rows;
try {
  rows = await measureRoutes(process.env.BENCH_URL ?? server.url, ROUTES, RUNS);
} finally {
  await server?.stop();
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
console.log('route              JS KB     CSS KB   requests  remotes fetched        identity SDK  heading visible ms');
for (const r of rows) {
  console.log(
    `${r.route.padEnd(16)} ${kb(r.js).padStart(8)}  ${kb(r.css).padStart(8)}  ${String(r.requests).padStart(8)}  ${(r.remotes.join(',') || '-').padEnd(21)}  ${String(r.identitySdk).padEnd(12)}  ${String(r.readyMs).padStart(18)}`,
  );
}
await mkdir(path.join(here, 'results'), { recursive: true });
await writeFile(
  path.join(here, 'results', 'routes.json'),
  JSON.stringify({ measuredAt: new Date().toISOString(), runs: RUNS, rows }, null, 2),
);
