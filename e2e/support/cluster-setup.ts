import type { ClusterInstance } from '../../scripts/cluster-runner.mjs';
import { startCluster } from '../../scripts/cluster-runner.mjs';

/** What the cluster end-to-end tests read: the balancer's URL and the instances behind it. */
/** The main ports' /metrics answer only this bearer token (METRICS_TOKEN). */
export const CLUSTER_METRICS_TOKEN = 'cluster-e2e-metrics-token';

export interface ClusterUnderTest {
  balancer: string;
  instances: ClusterInstance[];
}

const STATE_VARIABLE = 'ACADEMY_E2E_CLUSTER';

/** The cluster the global setup started (its workers inherit the variable). */
export function clusterUnderTest(): ClusterUnderTest {
  const state = process.env[STATE_VARIABLE];
  if (!state) throw new Error(`${STATE_VARIABLE} is unset: run with --config cluster.config.ts`);
  return JSON.parse(state) as ClusterUnderTest;
}

/**
 * Playwright global setup: `npm run cluster` with 2 instances on free ports (the balancer too), test hooks on,
 * fast machines, a scheduler that ticks every second (so a class is provisioned and a takeover happens in seconds),
 * each instance's metrics on a port of its own and behind a token on its main port.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const cluster = await startCluster(2, {
    ENABLE_TEST_HOOKS: '1',
    HYPERVISOR_SPEED: '0.05',
    SCHEDULER_INTERVAL_MS: '1000',
    LOGIN_MAX_FAILURES: '1000',
    // Workers share the demo's students and click faster than a person.
    STUDENT_CALLS_PER_SECOND: '1000',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '100000',
    LOG_LEVEL: 'warn',
    METRICS_TOKEN: CLUSTER_METRICS_TOKEN,
  });
  process.env[STATE_VARIABLE] = JSON.stringify({ balancer: cluster.balancer, instances: cluster.instances });
  return () => cluster.stop();
}
