// `npm test`: every check of the project, then one line `N passed, N failed`. First the static checks of each
// workspace package (typecheck, lint and format, import boundaries: one check each), the remote shape over every
// remote, then the tooling's own tests, unit and API tests, and end to end in Chromium (on one instance, on the
// cluster of `npm run cluster`, then on a simulated vCenter).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { build, install, pnpmCommand, repoRoot, run, workspacePackages } from './workspace.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** One check's outcome as counts, with a line that names it. */
function counted(name, ok) {
  console.log(`${name}: ${ok ? 'passed' : 'FAILED'}`);
  return ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
}

/** Runs a package's own typecheck script; its compiler errors are printed, and the package counts once. */
function runTypecheck(dir) {
  const [command, ...prefix] = pnpmCommand();
  const result = spawnSync(command, [...prefix, 'run', 'typecheck'], {
    cwd: path.join(repoRoot, dir),
    stdio: 'inherit',
  });
  return counted(`typecheck ${dir}`, result.status === 0);
}

/** The repository's own files outside the workspace packages: the tooling and its configuration. */
const ROOT_FILES = ['scripts', '.ci', 'package.json', 'biome.json', '.dependency-cruiser.cjs', 'tsconfig.base.json'];

/** Biome's lint rules, formatting and import order over some paths (biome.json at the root), as one check. */
function runLint(name, paths) {
  const [command, ...prefix] = pnpmCommand();
  const result = spawnSync(command, [...prefix, 'exec', 'biome', 'check', '--colors=off', ...paths], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  return counted(`lint ${name}`, result.status === 0);
}

/** The import rules of .dependency-cruiser.cjs over a package. */
async function runBoundaries(dir) {
  // Imported here: dependency-cruiser exists only once `install()` has run.
  const { findBoundaryViolations } = await import('./check-boundaries.mjs');
  const violations = await findBoundaryViolations(dir);
  for (const violation of violations) console.error(`  ${violation}`);
  return counted(`boundaries ${dir}`, violations.length === 0);
}

/** The remote shape's rules (docs/remote-shape.md) over every remote, as one check. */
async function runRemoteShape() {
  const { findShapeViolations, shapeFailures } = await import('./check-remote-shape.mjs');
  const failures = shapeFailures(findShapeViolations());
  for (const failure of failures) console.error(`  ${failure}`);
  return counted('remote shape', failures.length === 0);
}

/** The tooling's own tests (scripts/*.test.mjs) with node's test runner. */
function runToolingTests() {
  const files = readdirSync(path.join(repoRoot, 'scripts'))
    .filter((name) => name.endsWith('.test.mjs'))
    .map((name) => path.join('scripts', name));
  const result = spawnSync(process.execPath, ['--test', '--test-reporter=tap', ...files], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  const passed = Number(/^# pass (\d+)$/m.exec(result.stdout)?.[1] ?? 0);
  let failed = Number(/^# fail (\d+)$/m.exec(result.stdout)?.[1] ?? 0);
  if (result.status !== 0 && failed === 0) failed = 1;
  return { passed, failed };
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0)
    throw new Error(`Chromium is missing at ${CHROMIUM}: install Debian's chromium package`);
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium']);
}

/** Runs one rstest package and reads its closing `Tests ...` line. */
function runUnit(dir) {
  const [command, ...prefix] = pnpmCommand();
  const result = spawnSync(command, [...prefix, 'exec', 'rstest', 'run', '--passWithNoTests'], {
    cwd: path.join(repoRoot, dir),
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  const plain = stripVTControlCharacters(result.stdout);
  const testsLine = plain.split('\n').find((line) => /^\s*Tests\s/.test(line)) ?? '';
  const passed = Number(/(\d+) passed/.exec(testsLine)?.[1] ?? 0);
  let failed = Number(/(\d+) failed/.exec(testsLine)?.[1] ?? 0);
  // A crash before any test ran still counts as a failure.
  if (result.status !== 0 && failed === 0) failed = 1;
  return { passed, failed };
}

/** One Playwright run (the default config, or another such as cluster.config.ts), counted from its JSON report. */
function runEndToEnd(configArgs = []) {
  const report = path.join(mkdtempSync(path.join(os.tmpdir(), 'academy-e2e-')), 'report.json');
  const [command, ...prefix] = pnpmCommand();
  const result = spawnSync(command, [...prefix, 'exec', 'playwright', 'test', ...configArgs, '--reporter=list,json'], {
    cwd: path.join(repoRoot, 'e2e'),
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report, CHROMIUM_PATH: CHROMIUM },
  });
  if (!existsSync(report)) return { passed: 0, failed: 1 };
  const { stats } = JSON.parse(readFileSync(report, 'utf8'));
  const failed = stats.unexpected + (result.status !== 0 && stats.unexpected === 0 ? 1 : 0);
  return { passed: stats.expected + stats.flaky, failed };
}

let passed = 0;
let failed = 0;
try {
  install();
  const packages = workspacePackages();
  const staticChecks = [
    ...packages.filter((p) => p.scripts.typecheck).map((p) => () => runTypecheck(p.dir)),
    ...packages.map((p) => () => runLint(p.dir, [p.dir])),
    () => runLint('repository root', ROOT_FILES),
    ...packages.map((p) => () => runBoundaries(p.dir)),
    runRemoteShape,
    runToolingTests,
  ];
  const testChecks = packages.filter((p) => p.scripts.test?.startsWith('rstest')).map((p) => () => runUnit(p.dir));
  for (const check of staticChecks) {
    const counts = await check();
    passed += counts.passed;
    failed += counts.failed;
  }
  build();
  ensureChromium();
  for (const check of testChecks) {
    const counts = check();
    passed += counts.passed;
    failed += counts.failed;
  }
  // The product on one instance, then scaled out (2 instances on PostgreSQL behind nginx, npm run cluster), then on
  // a vCenter (the simulated one of tools/vcsim, HYPERVISOR=vsphere).
  for (const configArgs of [[], ['--config', 'cluster.config.ts'], ['--config', 'vsphere.config.ts']]) {
    const e2e = runEndToEnd(configArgs);
    passed += e2e.passed;
    failed += e2e.failed;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed += 1;
}
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
