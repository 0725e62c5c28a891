// Federation costs little (issue 13): the same source built as one route-split application (bench/baseline/, no
// Module Federation) against the federated product, on the student's routes. Both are served by the reference
// server, the baseline with SHELL_DIR. Prints the JavaScript and CSS as transferred and the Lighthouse mobile LCP of
// each, their ratio (federated / baseline), whether the federated student path stays within 10 %, and writes
// bench/results/baseline.json.
// Usage: pnpm build && node bench/baseline.mjs  (builds the baseline itself, into bench/baseline/dist)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureLighthouse } from './lighthouse.mjs';
import { startBenchServer } from './server.mjs';
import { measureRoutes } from './support/cold-load.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ROUTES = ['/login', '/machines'];
/** The goal: the federated student path within 10 % of the one-application build. */
const MAX_RATIO = 1.1;

function buildBaseline() {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', ['exec', 'rsbuild', 'build', '-c', 'baseline/rsbuild.config.ts'], {
      cwd: here,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`baseline build exited with ${code}`))));
  });
}

/**
 * The baseline has no remotes: its /remotes.json (a REMOTES_FILE) points nowhere, so the page carries no remote
 * preloads (only one for that manifest address, which answers 404 and is neither JavaScript nor CSS).
 */
function noRemotesFile() {
  const releases = Object.fromEntries(
    ['lab', 'console', 'courses', 'classes'].map((name) => [
      name,
      { version: '0.0.0', entry: `/baseline-has-no-remotes/${name}.json` },
    ]),
  );
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'academy-baseline-')), 'remotes.json');
  writeFileSync(file, JSON.stringify(releases));
  return { REMOTES_FILE: file };
}

/** Cold-load bytes and Lighthouse mobile figures of the student's routes on one server. */
async function measureBuild(extraEnv) {
  // Test hooks: Lighthouse reads a running class's student to measure /machines signed in.
  const server = await startBenchServer({ ENABLE_TEST_HOOKS: '1', ...extraEnv }, { quiet: true });
  try {
    const loads = await measureRoutes(server.url, ROUTES, RUNS);
    const audits = await measureLighthouse(server.url, ROUTES, ['mobile']);
    return ROUTES.map((route) => {
      const load = loads.find((row) => row.route === route);
      const audit = audits.find((row) => row.route === route);
      return { route, js: load.js, css: load.css, lcpMs: audit.lcpMs, score: audit.score, tbtMs: audit.tbtMs };
    });
  } finally {
    await server.stop();
  }
}

await buildBaseline();
const federated = await measureBuild({});
const noRemotes = noRemotesFile();
let baseline;
try {
  baseline = await measureBuild({ SHELL_DIR: path.join(here, 'baseline', 'dist'), ...noRemotes });
} finally {
  rmSync(path.dirname(noRemotes.REMOTES_FILE), { recursive: true, force: true });
}

const ratio = (a, b) => Number((a / b).toFixed(3));
const rows = ROUTES.map((route, i) => {
  const fed = federated[i];
  const base = baseline[i];
  const bytes = ratio(fed.js + fed.css, base.js + base.css);
  const lcp = ratio(fed.lcpMs, base.lcpMs);
  return { route, federated: fed, baseline: base, ratio: { js: ratio(fed.js, base.js), bytes, lcp } };
});
const withinGoal = rows.every((row) => row.ratio.bytes <= MAX_RATIO && row.ratio.lcp <= MAX_RATIO);

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
const ms = (value) => String(value).padStart(6);
const x = (value) => value.toFixed(2).padStart(6);
console.log('route        build       JS KB  CSS KB  score  LCP ms  TBT ms');
for (const row of rows) {
  for (const [build, m] of [
    ['federated', row.federated],
    ['baseline', row.baseline],
  ]) {
    console.log(
      `${row.route.padEnd(12)} ${build.padEnd(9)} ${kb(m.js)} ${kb(m.css)} ${String(m.score).padStart(6)} ${ms(m.lcpMs)}  ${ms(m.tbtMs)}`,
    );
  }
}
console.log('\nfederated / baseline   JS    JS+CSS     LCP');
for (const row of rows) {
  console.log(`${row.route.padEnd(20)} ${x(row.ratio.js)}  ${x(row.ratio.bytes)}  ${x(row.ratio.lcp)}`);
}
console.log(
  `federated student path within ${Math.round((MAX_RATIO - 1) * 100)} % of the one-application build (bytes and LCP): ${withinGoal ? 'yes' : 'NO'}`,
);
await mkdir(path.join(here, 'results'), { recursive: true });
await writeFile(
  path.join(here, 'results', 'baseline.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), runs: RUNS, maxRatio: MAX_RATIO, withinGoal, rows }, null, 2)}\n`,
);
