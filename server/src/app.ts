import compression from 'compression';
import express, { type Express } from 'express';
import type { RuntimeConfig } from '@academy/contracts';
import type { ServerConfig } from './config';
import { serveFrontend } from './static/serve-frontend';

export interface AppParts {
  /** Training API router, mounted at /api (reference backend). */
  api?: express.Router;
  /** Identity provider, mounted at /oauth2/default. */
  identityProvider?: express.RequestHandler;
  /** Issuer and client id the shell signs instructors in with. */
  identity: () => RuntimeConfig['identity'];
  /** Test-only: injected faults, in front of every path but /__test__ (API calls before authentication). */
  faults?: express.RequestHandler;
  /** Test-only hooks, mounted at /__test__ (only with ENABLE_TEST_HOOKS=1). */
  testHooks?: express.Router;
}

/** The HTTP application: compression, the backend's parts, then the front end's static files. */
export function createApp(config: ServerConfig, parts: AppParts): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  // The console's WebSocket frames and oidc-provider's own responses are not compressed by this middleware.
  app.use(compression());
  if (parts.faults) app.use(parts.faults);
  if (parts.identityProvider) app.use('/oauth2/default', parts.identityProvider);
  if (parts.api) app.use('/api', parts.api);
  if (parts.testHooks) app.use('/__test__', parts.testHooks);
  app.use(serveFrontend(config, parts.identity));
  return app;
}
