// Guest checks benchmark (about 30 s): the verdict latency of a passing check (median and p95 of 10 runs) on the
// simulated hypervisor at its realistic speed and on a local vcsim, the SOAP calls (with the two file transfers) one
// check costs on vcsim, and how long 15 machines checked at once take (bench/results/guest-checks.json); then the same
// through the API on a started server (about 80 s more): a student's check as they wait for it, the verdict's push to
// the monitor, and "Check everyone" for a class of 15 until the monitor has every verdict
// (bench/results/guest-checks-api.json). Prints a table for each.
// Usage: node bench/guest-checks.mjs
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
for (const part of ['measure.mts', 'through-api.mts']) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, 'guest-checks', part)], {
    cwd: path.resolve(here, '../server'),
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
