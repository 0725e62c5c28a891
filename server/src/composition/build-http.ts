import http from 'node:http';
import { createApp } from '../app';
import type { ServerConfig } from '../config';
import type { ConsoleService } from '../console/index';
import type { Clock } from '../domain/ports/clock';
import type { Logger } from '../domain/ports/logger';
import type { Storage } from '../domain/ports/storage';
import { FEATURES } from '../features';
import type { FeatureParts } from '../features/feature';
import type { PortalMetrics } from '../observability/metrics';
import { metricsOnMainPort, metricsServer } from '../observability/metrics-endpoint';
import { logRequest } from '../observability/request-log';
import { createApiRouter } from '../routes/api-router';
import { recordAudits } from '../routes/audit-recorder';
import { withBodyDeadline } from '../routes/limits/body-deadline';
import { createRequestBounds, type InFlightLimits } from '../routes/limits/requests-in-flight';
import type { IdentityParts } from './build-identity';
import type { TestHookParts } from './build-test-hooks';
import type { Shutdown } from './shutdown';

/**
 * A browser sends one request at a time per connection and at most six at once to a server; a student's page makes a
 * few calls at a time (a power command waits for its machine), a class monitor reads every machine's screenshot at
 * once (two pages of a student's, or two tabs, twice that). Only a client pipelining or flooding comes near a bound.
 */
const IN_FLIGHT_LIMITS: Omit<InFlightLimits, 'perStudent'> = { perConnection: 8, perCredential: 64 };

function listen(server: http.Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

function closeHttp(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    // Keep-alive and hung (fault-injected) connections would hold close() open forever.
    server.closeAllConnections();
  });
}

/** The API, the identity provider, the test hooks and the static files on one HTTP server, listening. */
export async function buildHttp(deps: {
  config: ServerConfig;
  logger: Logger;
  clock: Clock;
  metrics: PortalMetrics;
  shutdown: Shutdown;
  storage: Storage;
  /** What the features are built from, but the guards: those come from `identity`. */
  parts: Omit<FeatureParts, 'activeStudent' | 'student' | 'instructor'>;
  identity: IdentityParts;
  consoles: ConsoleService;
  /** Rejects while the hypervisor does not answer: the server is then not ready. */
  hypervisorReady: () => Promise<void>;
  testHooks: TestHookParts | undefined;
}): Promise<{ url: string }> {
  const { config, identity, testHooks } = deps;
  const api = createApiRouter({
    features: FEATURES,
    parts: { ...deps.parts, student: identity.student, instructor: identity.instructor },
    logger: deps.logger,
    allowedOrigins: config.apiAllowedOrigins,
    studentCallsPerSecond: config.studentCallsPerSecond,
  });
  const { issuer, clientId } = config.identity;
  const bounds = createRequestBounds({ ...IN_FLIGHT_LIMITS, perStudent: config.studentRequestsInFlight });
  const app = createApp(config, {
    logger: deps.logger,
    requestObservers: [
      logRequest(deps.logger),
      deps.metrics.observeRequest,
      recordAudits({ audit: deps.storage.audit, clock: deps.clock, logger: deps.logger }),
    ],
    metrics: metricsOnMainPort(deps.metrics.registry, config.metricsToken),
    refuseOverBounds: bounds.refuseOverBounds,
    api,
    identityProvider: identity.provider,
    identity: () => ({ issuer, clientId }),
    faults: testHooks?.faults,
    testHooks: testHooks?.router,
    async ready() {
      await deps.storage.ping().catch(() => {
        throw new Error('database unreachable');
      });
      await deps.hypervisorReady();
    },
  });
  // A slow or lying client (headers dribbled, a Content-Length that never arrives) is dropped within seconds
  // instead of Node's 300 s default, so a few hundred of them cannot hold the server's sockets. The body's deadline
  // is withBodyDeadline's (Node's requestTimeout would cut a large file sent over a slow link at the same seconds).
  const server = http.createServer(
    {
      requestTimeout: 0,
      headersTimeout: Math.min(config.requestTimeoutMs, 10_000),
      // Node enforces it only when it checks its connections (every 30 s by default).
      connectionsCheckingInterval: 1_000,
    },
    withBodyDeadline(bounds.listener(app), config.requestTimeoutMs),
  );
  server.keepAliveTimeout = 5_000;
  const port = await listen(server, config.port, config.host);
  deps.shutdown.add(() => closeHttp(server));
  deps.consoles.attach(server);
  if (config.metricsPort !== undefined) {
    const scrapes = metricsServer(deps.metrics.registry);
    await listen(scrapes, config.metricsPort, config.host);
    deps.shutdown.add(() => closeHttp(scrapes));
  }
  return { url: `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}` };
}
