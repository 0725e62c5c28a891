// Cold-load benchmark of every route in Chromium: bytes of JS and CSS as transferred, requests, remotes fetched,
// time until the page's heading is visible. Prints a table and writes bench/results/routes.json.
// Usage: pnpm build && node bench/run.mjs  (starts its own server unless BENCH_URL is given)
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBenchServer } from './server.mjs';
import { launchChromium } from './support/chromium.mjs';
import { bytesOf, recordTransfers, remotesIn } from './support/transfers.mjs';

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
// A page is usable once its heading (or the guard's/empty state's title) shows in the page area.
// The shell's loading state has a level-one heading for screen readers only: that is not the page yet.
const HEADING = 'main h1:not(.page-loading__title), main h2, main h3, main h4, main .bp6-non-ideal-state';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function measure(browser, baseUrl, route) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { transfers, settled } = recordTransfers(page);
  const started = performance.now();
  await page.goto(baseUrl + route);
  await page.locator(HEADING).first().waitFor({ state: 'visible', timeout: 30_000 });
  const readyMs = performance.now() - started;
  await page.waitForLoadState('networkidle');
  await settled();
  await context.close();
  const identitySdk = transfers.some((t) => /okta/i.test(t.url));
  return {
    route,
    js: bytesOf(transfers, 'script'),
    css: bytesOf(transfers, 'stylesheet'),
    requests: transfers.length,
    remotes: remotesIn(transfers),
    identitySdk,
    readyMs,
  };
}

const server = process.env.BENCH_URL ? null : await startBenchServer();
const baseUrl = process.env.BENCH_URL ?? server.url;
const browser = await launchChromium();
const rows = [];
try {
  for (const route of ROUTES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await measure(browser, baseUrl, route));
    rows.push({ ...runs[0], readyMs: Math.round(median(runs.map((r) => r.readyMs))) });
  }
} finally {
  await browser.close();
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
