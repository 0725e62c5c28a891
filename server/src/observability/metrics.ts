import { STATUS_CODES } from 'node:http';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolUse } from '../storage/queryable';
import type { RequestObserver } from './request-log';
import { routeLabel } from './route-label';

/** What the portal's gauges read at each scrape. */
export interface PortalGauges {
  openConsoles(): number;
  /** Push channels (class monitors' and students') held open on this instance. */
  pushChannels(): number;
  /** Labs being provisioned, reverted or removed. */
  provisioningJobs(): number;
  /** Whether this instance runs the class scheduler. */
  schedulerLeader(): boolean;
  /** The database pool's use; absent on PGlite. */
  poolUse?(): PoolUse;
}

export interface PortalMetrics {
  registry: Registry;
  /** Counts each request by route pattern, method and status, and its 429 refusals. */
  observeRequest: RequestObserver;
  observeHypervisor(operation: string, outcome: string, seconds: number): void;
  /** Reads these gauges at every scrape from now on. */
  watch(gauges: PortalGauges): void;
}

/** Node's parser accepts a few dozen methods; anything else would be one label value, not a new series each. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * One registry per server (tests start several in a process), with Node's process metrics. Every label takes values
 * from a bounded set: route patterns, known methods, status codes, hypervisor operations and outcomes.
 */
export function createPortalMetrics(): PortalMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status, with their duration.',
    labelNames: ['route', 'method', 'status'],
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused with 429 (failed sign-ins over the limit), by route pattern.',
    labelNames: ['route'],
    registers: [registry],
  });
  const hypervisorOperations = new Histogram({
    name: 'hypervisor_operation_duration_seconds',
    help: 'Hypervisor operations by kind and outcome (ok, or the failure), with their duration.',
    labelNames: ['operation', 'outcome'],
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
    registers: [registry],
  });
  let gauges: PortalGauges | undefined;
  const gauge = (name: string, help: string, read: (from: PortalGauges) => number | undefined) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const value = gauges && read(gauges);
        if (value !== undefined) this.set(value);
      },
    });
  gauge('console_connections_open', 'Console connections open on this instance.', (from) => from.openConsoles());
  gauge('push_channels_open', 'Push channels (class monitors and students) open on this instance.', (from) =>
    from.pushChannels(),
  );
  gauge('provisioning_jobs_running', 'Labs being provisioned, reverted or removed.', (from) => from.provisioningJobs());
  gauge('scheduler_leader', '1 when this instance runs the class scheduler.', (from) =>
    from.schedulerLeader() ? 1 : 0,
  );
  gauge('db_pool_connections', 'Connections in the database pool (PostgreSQL only).', (from) => from.poolUse?.().total);
  gauge('db_pool_idle_connections', 'Idle connections in the database pool.', (from) => from.poolUse?.().idle);
  gauge('db_pool_waiting_queries', 'Queries waiting for a pool connection.', (from) => from.poolUse?.().waiting);

  return {
    registry,
    observeRequest(req, res, durationMs) {
      const route = routeLabel(req);
      const status = STATUS_CODES[res.statusCode] ? String(res.statusCode) : 'other';
      const method = KNOWN_METHODS.has(req.method) ? req.method : 'other';
      requests.observe({ route, method, status }, durationMs / 1000);
      if (res.statusCode === 429) refusals.inc({ route });
    },
    observeHypervisor(operation, outcome, seconds) {
      hypervisorOperations.observe({ operation, outcome }, seconds);
    },
    watch(next) {
      gauges = next;
    },
  };
}
