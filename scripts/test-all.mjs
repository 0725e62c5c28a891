// `npm test`: every check of the project, then one line `N passed, N failed`, after the timeline of its steps (when
// each started and ended). After the install, three lanes side by side: the builds of the front end, the server and
// the simulated vCenter, then end to end in Chromium on one instance; the static checks (one `tsc -b`, and one lane
// of `biome check`, import boundaries, the remote shape and the tooling's own tests), then the server's tests; once
// built, end to end on the cluster of `npm run cluster` and on a simulated vCenter, then the front end's unit tests
// (one rstest run over every package).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { checkNodeVersion } from './node-version.mjs';
import { install, pnpmCommand, repoRoot, run, workspacePackages } from './workspace.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Runs a command to its end. `shown` streams its output as it comes (a phase that runs alone); otherwise the output
 * is kept and printed whole when it ends, so that two checks side by side never interleave their lines.
 */
function execute(command, args, { cwd = repoRoot, env = process.env, shown = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: shown ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', (error) => resolve({ status: 1, output: `${error.message}\n` }));
    child.on('close', (status) => {
      if (!shown) process.stdout.write(output);
      resolve({ status: status ?? 1, output });
    });
  });
}

function pnpmExecute(args, options) {
  const [command, ...prefix] = pnpmCommand();
  return execute(command, [...prefix, ...args], options);
}

/** One check's outcome as counts, with a line that names it. */
function counted(name, ok) {
  console.log(`${name}: ${ok ? 'passed' : 'FAILED'}`);
  return ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
}

const sum = (counts) =>
  counts.reduce((total, c) => ({ passed: total.passed + c.passed, failed: total.failed + c.failed }), {
    passed: 0,
    failed: 0,
  });

/**
 * The compiler over every package at once: the root tsconfig.json references each package's own. TypeScript 7, the
 * packages' own (native: 12 s where 5.9 took 52); the root keeps 5.9 only as the library dependency-cruiser parses
 * sources with, which 7 no longer ships.
 */
async function runTypecheck() {
  const tsc = path.join(repoRoot, 'packages', 'build', 'node_modules', '.bin', 'tsc');
  const { status } = await execute(tsc, ['-b', '--pretty', 'false']);
  return counted('typecheck (tsc -b)', status === 0);
}

/** Biome's lint rules, formatting and import order over the repository (biome.json at the root). */
async function runLint() {
  const { status } = await pnpmExecute(['exec', 'biome', 'check', '--colors=off', '.']);
  return counted('lint (biome check)', status === 0);
}

/** The import rules of .dependency-cruiser.cjs over every package, as one check that names each violation. */
async function runBoundaries(packages) {
  // Imported here: dependency-cruiser exists only once `install()` has run.
  const { findBoundaryViolations } = await import('./check-boundaries.mjs');
  let violations = 0;
  for (const { dir } of packages) {
    const found = await findBoundaryViolations(dir);
    for (const violation of found) console.error(`  ${dir}: ${violation}`);
    violations += found.length;
  }
  return counted('import boundaries', violations === 0);
}

/** The remote shape's rules (docs/remote-shape.md) over every remote, as one check. */
async function runRemoteShape() {
  const { findShapeViolations, shapeFailures } = await import('./check-remote-shape.mjs');
  const failures = shapeFailures(findShapeViolations());
  for (const failure of failures) console.error(`  ${failure}`);
  return counted('remote shape', failures.length === 0);
}

/** The tooling's own tests (scripts/*.test.mjs) with node's test runner. */
async function runToolingTests() {
  const files = readdirSync(path.join(repoRoot, 'scripts'))
    .filter((name) => name.endsWith('.test.mjs'))
    .map((name) => path.join('scripts', name));
  const { status, output } = await execute(process.execPath, ['--test', '--test-reporter=tap', ...files]);
  const passed = Number(/^# pass (\d+)$/m.exec(output)?.[1] ?? 0);
  let failed = Number(/^# fail (\d+)$/m.exec(output)?.[1] ?? 0);
  if (status !== 0 && failed === 0) failed = 1;
  return { passed, failed };
}

/**
 * The light static checks, one after another: each keeps at most one core, beside the compiler (about 1.4 cores
 * for 20 s) and the bundlers (about 1.7 for 16 s), so that the three lanes end together.
 */
async function runLightChecks(packages) {
  const counts = [];
  for (const check of [runLint, () => runBoundaries(packages), runRemoteShape, runToolingTests]) {
    counts.push(await check());
  }
  return sum(counts);
}

/**
 * The shell and the four remotes, the simulated vCenter (tools/vcsim, cached by its sources' hash) and the data
 * folder the end-to-end servers' databases are copied from (cached by PGlite's version).
 */
async function runBuilds() {
  const bundles = await pnpmExecute(['build']);
  if (bundles.status !== 0) return counted('front-end build', false);
  const testParts = await execute(process.execPath, [
    '--input-type=module',
    '-e',
    "import { buildVcsim } from './server/test-support/throwaway-vcsim.mjs'; import { pgliteTemplate } from './server/test-support/pglite-template.mjs'; buildVcsim(); await pgliteTemplate();",
  ]);
  // A failed build fails every end-to-end test anyway: it counts as one failure here, with its output above.
  return testParts.status === 0
    ? { passed: 0, failed: 0 }
    : counted('simulated vCenter build and database template', false);
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0)
    throw new Error(`Chromium is missing at ${CHROMIUM}: install Debian's chromium package`);
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium']);
}

/**
 * One rstest run (in `dir`, with its rstest config), counted from its closing `Tests ...` line. The root's run uses
 * the build package's rstest: the root itself has no dependencies, so that a test framework never resolves from
 * where production code lives.
 */
async function runRstest(dir) {
  const rstest = path.join(repoRoot, dir === '.' ? 'packages/build' : dir, 'node_modules', '.bin', 'rstest');
  const { status, output } = await execute(rstest, ['run', '--passWithNoTests'], {
    cwd: path.join(repoRoot, dir),
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  const plain = stripVTControlCharacters(output);
  const testsLine = plain.split('\n').find((line) => /^\s*Tests\s/.test(line)) ?? '';
  const passed = Number(/(\d+) passed/.exec(testsLine)?.[1] ?? 0);
  let failed = Number(/(\d+) failed/.exec(testsLine)?.[1] ?? 0);
  // A crash before any test ran still counts as a failure.
  if (status !== 0 && failed === 0) failed = 1;
  console.log(`rstest ${dir === '.' ? 'front end' : dir}: ${passed} passed, ${failed} failed`);
  return { passed, failed };
}

/**
 * One Playwright run (the default config, or another such as cluster.config.ts), counted from its JSON report.
 * `shown` when it runs alone (see execute).
 */
async function runEndToEnd(configArgs = [], { shown = true } = {}) {
  const reportDir = mkdtempSync(path.join(os.tmpdir(), 'academy-e2e-'));
  const report = path.join(reportDir, 'report.json');
  try {
    const { status } = await pnpmExecute(['exec', 'playwright', 'test', ...configArgs, '--reporter=list,json'], {
      cwd: path.join(repoRoot, 'e2e'),
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report, CHROMIUM_PATH: CHROMIUM },
      shown,
    });
    if (!existsSync(report)) return { passed: 0, failed: 1 };
    const { stats } = JSON.parse(readFileSync(report, 'utf8'));
    // Flaky is failed: a test that passed only on a retry counts as a failure.
    const failed = stats.unexpected + stats.flaky;
    return { passed: stats.expected, failed: failed + (status !== 0 && failed === 0 ? 1 : 0) };
  } finally {
    rmSync(reportDir, { recursive: true, force: true });
  }
}

const started = performance.now();
/** Each step's start and end from the run's start, printed at the end as its timeline. */
const timeline = [];

/** Runs one step, and keeps when it started and ended. */
async function step(name, run) {
  const from = (performance.now() - started) / 1000;
  console.log(`\n=== ${name}`);
  const counts = await run();
  const to = (performance.now() - started) / 1000;
  timeline.push({ name, from, to, ...counts });
  console.log(`=== ${name}: ${counts.passed} passed, ${counts.failed} failed in ${(to - from).toFixed(0)} s`);
  return counts;
}

/** Steps one after another. */
async function inTurn(...steps) {
  const counts = [];
  for (const [name, run] of steps) counts.push(await step(name, run));
  return sum(counts);
}

function formatSeconds(seconds) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

let total = { passed: 0, failed: 0 };
try {
  checkNodeVersion();
  total = await step('install', async () => {
    install();
    return { passed: 0, failed: 0 };
  });
  const packages = workspacePackages();
  ensureChromium();
  // Three lanes side by side, so that no core waits for another step's last test: the builds then the browser run on
  // one instance (the longest step, started as soon as what it loads is built); the static checks, then the server's
  // tests (which wait for the builds too: they make the simulated vCenter and the database template); and, once
  // built, the runs on the cluster and on vSphere, whose time goes mostly to starting what they run against and
  // waiting on it (about half a core), then the front end's unit tests. The first two lanes take about as long.
  const builds = step('builds', runBuilds);
  const lanes = await Promise.all([
    builds.then(async (built) => sum([built, await step('end to end, one instance', () => runEndToEnd())])),
    (async () => {
      const checked = await Promise.all([
        step('typecheck', runTypecheck),
        step('light static checks', () => runLightChecks(packages)),
      ]);
      await builds;
      return sum([...checked, await step('server tests', () => runRstest('server'))]);
    })(),
    builds.then(() =>
      inTurn(
        // Scaled out: 2 instances on PostgreSQL behind nginx (npm run cluster); then on a vCenter, the simulated one
        // of tools/vcsim, HYPERVISOR=vsphere.
        ['end to end on the cluster', () => runEndToEnd(['--config', 'cluster.config.ts'], { shown: false })],
        ['end to end on vSphere', () => runEndToEnd(['--config', 'vsphere.config.ts'], { shown: false })],
        ['front-end unit tests', () => runRstest('.')],
      ),
    ),
  ]);
  total = sum([total, ...lanes]);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  total = sum([total, { passed: 0, failed: 1 }]);
}
console.log('\nSteps (from, to, wall time):');
for (const { name, from, to, passed, failed } of timeline.sort((a, b) => a.from - b.from)) {
  const times = `${formatSeconds(from).padStart(6)} ${formatSeconds(to).padStart(6)} ${formatSeconds(to - from).padStart(6)}`;
  console.log(`  ${times}  ${name} (${passed} passed, ${failed} failed)`);
}
console.log(`  ${formatSeconds((performance.now() - started) / 1000).padStart(6)}  in all`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exitCode = total.failed === 0 ? 0 : 1;
