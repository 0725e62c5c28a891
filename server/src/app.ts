import type { RuntimeConfig } from '@academy/api';
import compression from 'compression';
import express, { type Express } from 'express';
import type { ServerConfig } from './config';
import type { Logger } from './domain/ports/logger';
import { observeRequests, type RequestObserver } from './observability/request-log';
import { ROUTER_MOUNTS, routeLabel } from './observability/route-label';
import { baseSecurityHeaders } from './static/security-headers';
import { serveFrontend } from './static/serve-frontend';

export interface AppParts {
  /** Where a failed request is reported. */
  logger: Logger;
  /** GET /metrics (answers 404 itself when not served on this port). */
  metrics?: express.RequestHandler;
  /** Told of every request once it ends (the request log, the metrics). */
  requestObservers?: readonly RequestObserver[];
  /** Training API router, mounted at /api (reference backend). */
  api?: express.Router;
  /** Identity provider, mounted at /oauth2/default. */
  identityProvider?: express.RequestHandler;
  /** Issuer and client id the shell signs instructors in with. */
  identity: () => RuntimeConfig['identity'];
  /** Answers 429 to a request the HTTP server's bounds on requests in flight marked (`createRequestBounds`). */
  refuseOverBounds?: express.RequestHandler;
  /** Test-only: injected faults, in front of every path but /__test__ (API calls before authentication). */
  faults?: express.RequestHandler;
  /** Test-only hooks, mounted at /__test__ (only with ENABLE_TEST_HOOKS=1). */
  testHooks?: express.Router;
  /** Resolves when the database answers; the server is built only once migrations ran. */
  /** Rejects, with what is not ready as its message, while the server cannot serve. */
  ready?: () => Promise<void>;
}

/** The HTTP application: compression, the backend's parts, then the front end's static files. */
export function createApp(config: ServerConfig, parts: AppParts): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(observeRequests(parts.requestObservers ?? [], parts.logger));
  // First after the log, so a request over a bound is refused before any work on it, and still logged and counted.
  if (parts.refuseOverBounds) app.use(parts.refuseOverBounds);
  // The console's WebSocket frames and oidc-provider's own responses are not compressed by this middleware.
  app.use(compression());
  app.use(baseSecurityHeaders);
  app.use(servedBy(config.instanceName));
  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.type('text/plain').send('ok\n');
  });
  app.get('/readyz', readiness(parts.ready));
  if (parts.metrics) app.get('/metrics', parts.metrics);
  if (parts.faults) app.use(parts.faults);
  if (parts.identityProvider) app.use(ROUTER_MOUNTS.identityProvider, parts.identityProvider);
  if (parts.api) app.use(ROUTER_MOUNTS.api, noStore, parts.api);
  if (parts.testHooks) app.use(ROUTER_MOUNTS.testHooks, parts.testHooks);
  app.use(serveFrontend(config, parts.identity));
  app.use(finalErrorHandler(parts.logger));
  return app;
}

/** Names the instance in every answer: behind a balancer, tests and operators see which one served a request. */
function servedBy(instanceName: string): express.RequestHandler {
  return (_req, res, next) => {
    res.setHeader('X-Served-By', instanceName);
    next();
  };
}

/** The balancer's readiness probe: 200 once migrations ran (the app exists only then) and the database answers. */
function readiness(ready: AppParts['ready']): express.RequestHandler {
  return (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    (ready ?? (async () => undefined))().then(
      () => res.type('text/plain').send('ready\n'),
      (error: Error) => res.status(503).type('text/plain').send(`${error.message}\n`),
    );
  };
}

// API answers hold passphrases, tickets and class lists: no browser or proxy cache may keep them.
const noStore: express.RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

/** Express's own last handler shows the stack trace outside production; a client gets a short text instead. */
function finalErrorHandler(logger: Logger): express.ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      // The answer has begun: Express's own handler can only cut the connection, and says nothing of why.
      logger.error(`${req.method} ${routeLabel(req)} failed after its answer began`, error);
      next(error);
      return;
    }
    const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 500;
    const clientError = status >= 400 && status < 500;
    if (!clientError) logger.error(`${req.method} ${routeLabel(req)} failed`, error);
    res
      .status(clientError ? status : 500)
      .type('text/plain')
      .send(clientError ? 'The request could not be handled.\n' : 'The server failed to handle this request.\n');
  };
}
