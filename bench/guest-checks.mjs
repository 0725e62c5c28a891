// Guest checks benchmark (about 30 s): the verdict latency of a passing check (median and p95 of 10 runs) on the
// simulated hypervisor at its realistic speed and on a local vcsim, the SOAP calls (with the two file transfers) one
// check costs on vcsim, and how long 15 machines checked at once take. Prints a table and writes bench/results/guest-checks.json.
// Usage: node bench/guest-checks.mjs
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, 'guest-checks', 'measure.mts')], {
  cwd: path.resolve(here, '../server'),
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
