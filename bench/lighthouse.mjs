// Lighthouse 13 (npm package) with Debian's Chromium: performance score, LCP, TBT and CLS of each route, mobile
// preset (Lighthouse's default: simulated slow 4G and a 4x slower CPU) and desktop, median of BENCH_RUNS runs.
// Prints a table and writes bench/results/lighthouse.json.
// Usage: pnpm build && node bench/lighthouse.mjs  (starts its own server unless BENCH_URL is given)
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium as playwright } from 'playwright-core';
import { freePort, startBenchServer } from './server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.mjs';
import { median } from './support/median.mjs';
import { studentOf } from './support/student.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ROUTES = (process.env.BENCH_ROUTES ?? '/login,/machines,/courses,/classes').split(',');
/** Routes measured as a signed-in student sees them (the rest signed out). */
const STUDENT_ROUTES = new Set(['/machines']);
/** The goals: mobile performance score per route; LCP, TBT and CLS for all. */
const MOBILE_SCORE_GOAL = { '/login': 95, '/machines': 95, '/courses': 90, '/classes': 90 };

/** Debian's Chromium with a DevTools port, as Lighthouse's own launcher would start it. */
async function startChromium() {
  const port = await freePort();
  const profile = await mkdtemp(path.join(os.tmpdir(), 'academy-lighthouse-'));
  const child = spawn(
    CHROMIUM_PATH,
    [
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      ...CHROMIUM_ARGS,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      await fetch(`http://127.0.0.1:${port}/json/version`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    port,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Before a run: an empty HTTP cache, and the student session in local storage when the route needs one (as the
 * login page leaves it), or none. Lighthouse is then told not to reset storage, which would sign the student out.
 */
async function prepareBrowser(port, baseUrl, student) {
  const browser = await playwright.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.goto(`${baseUrl}/logo.svg`);
    await page.evaluate((session) => {
      localStorage.clear();
      if (!session) return;
      localStorage.setItem('academy.student.email', session.email);
      localStorage.setItem('academy.student.passphrase', session.passphrase);
      localStorage.setItem('academy.student.basic', btoa(`${session.email}:${session.passphrase}`));
    }, student);
    await page.close();
  } finally {
    await browser.close();
  }
}

async function audit(port, url, config) {
  const result = await lighthouse(
    url,
    { port, onlyCategories: ['performance'], logLevel: 'error', disableStorageReset: true },
    config,
  );
  const { audits, categories } = result.lhr;
  return {
    score: Math.round(categories.performance.score * 100),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
  };
}

function medianRun(runs) {
  const pick = (key) => median(runs.map((run) => run[key]));
  return { score: pick('score'), lcpMs: pick('lcpMs'), tbtMs: pick('tbtMs'), cls: pick('cls'), fcpMs: pick('fcpMs') };
}

const PRESETS = { mobile: undefined, desktop: desktopConfig };

/** Median figures of each route under each preset ('mobile', 'desktop'). */
export async function measureLighthouse(baseUrl, routes = ROUTES, presets = Object.keys(PRESETS)) {
  const student = routes.some((route) => STUDENT_ROUTES.has(route)) ? await studentOf(baseUrl) : null;
  const chromium = await startChromium();
  const rows = [];
  try {
    for (const route of routes) {
      for (const preset of presets) {
        const runs = [];
        for (let i = 0; i < RUNS; i += 1) {
          await prepareBrowser(chromium.port, baseUrl, STUDENT_ROUTES.has(route) ? student : null);
          runs.push(await audit(chromium.port, baseUrl + route, PRESETS[preset]));
        }
        rows.push({ route, preset, ...medianRun(runs) });
      }
    }
  } finally {
    await chromium.stop();
  }
  return rows;
}

export function printLighthouse(rows) {
  console.log('route        preset   score  goal  LCP ms  TBT ms    CLS  FCP ms');
  for (const r of rows) {
    const goal = r.preset === 'mobile' ? String(MOBILE_SCORE_GOAL[r.route] ?? '-') : '-';
    console.log(
      `${r.route.padEnd(12)} ${r.preset.padEnd(8)} ${String(r.score).padStart(5)} ${goal.padStart(5)} ${String(r.lcpMs).padStart(7)} ${String(r.tbtMs).padStart(7)} ${r.cls.toFixed(3).padStart(6)} ${String(r.fcpMs).padStart(7)}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Test hooks: the bench reads a running class's student to measure /machines signed in.
  const server = process.env.BENCH_URL ? null : await startBenchServer({ ENABLE_TEST_HOOKS: '1' }, { quiet: true });
  const baseUrl = process.env.BENCH_URL ?? server.url;
  let rows;
  try {
    rows = await measureLighthouse(baseUrl);
  } finally {
    await server?.stop();
  }
  printLighthouse(rows);
  await mkdir(path.join(here, 'results'), { recursive: true });
  await writeFile(
    path.join(here, 'results', 'lighthouse.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), runs: RUNS, rows }, null, 2)}\n`,
  );
}
