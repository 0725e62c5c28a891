// Scale-out benchmark (loopback only, bounded: 10 s of load per run at 32 connections): the machine-state call
// (GET /api/training-class/vm/{id}/power, the one every student's list makes) through the nginx balancer of
// `npm run cluster`, with 1 and with 2 server instances on one throwaway PostgreSQL. Prints a table and the
// ratio, and writes bench/results/cluster.json. No front-end build needed.
// Usage: node bench/cluster.mjs
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCluster } from '../scripts/cluster-runner.mjs';
import { sampleStudent, settle } from './reliability/api.mjs';
import { loadMachineState } from './reliability/load.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const CONNECTIONS = 32;
// Test hooks name a student and its machine; an instant hypervisor provisions the demo lab at once.
const ENV = {
  ENABLE_TEST_HOOKS: '1',
  HYPERVISOR_SPEED: '0',
  LOGIN_MAX_FAILURES: '100000',
  STUDENT_CALLS_PER_SECOND: '1000000',
  LOGIN_MAX_FAILURES_PER_ADDRESS: '100000',
};

const rows = [];
for (const instances of [1, 2]) {
  const cluster = await startCluster(instances, ENV, { quiet: true });
  try {
    await settle(cluster.balancer);
    const student = await sampleStudent(cluster.balancer);
    // A short warm-up so both runs measure warm instances (JIT, pools).
    await loadMachineState(cluster.balancer, student, CONNECTIONS, 2);
    const result = await loadMachineState(cluster.balancer, student, CONNECTIONS);
    rows.push({ instances, ...result });
  } finally {
    await cluster.stop();
  }
}

console.log(`\nMachine-state call through nginx, ${CONNECTIONS} connections, 10 s, ${os.cpus().length} cores`);
console.table(
  rows.map(({ instances, reqPerSecond, p50, p99, ok2xx, non2xx, errors }) => ({
    instances,
    reqPerSecond,
    p50,
    p99,
    ok2xx,
    non2xx,
    errors,
  })),
);
const [one, two] = rows;
const ratio = one && two ? two.reqPerSecond / one.reqPerSecond : Number.NaN;
console.log(`2 instances / 1 instance: ${ratio.toFixed(2)}× the calls per second`);
await mkdir(path.join(here, 'results'), { recursive: true });
await writeFile(
  path.join(here, 'results', 'cluster.json'),
  `${JSON.stringify({ connections: CONNECTIONS, cores: os.cpus().length, rows, ratio }, null, 2)}\n`,
);
