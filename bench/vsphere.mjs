// vSphere adapter benchmark, on a local vcsim (about 3 minutes): provisioning a 15-student class of 3 machines with
// tasks of 0.3 s and of 10 s (SOAP calls per machine, seconds, clones in flight against the throttle), the console
// relayed through the portal against straight to the simulated host (latency per full frame, throughput), and
// memory per open relayed console.
// Prints a table per part and writes bench/results/vsphere.json.
// Usage: node bench/vsphere.mjs
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const result = spawnSync(
  process.execPath,
  ['--expose-gc', '--import', 'tsx', path.join(here, 'vsphere', 'measure.mts')],
  {
    cwd: path.resolve(here, '../server'),
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
