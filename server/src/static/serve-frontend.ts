import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteManifest, type RuntimeConfig } from '@academy/contracts';
import cors from 'cors';
import express, { type Request, type Response, type Router } from 'express';
import type { ServerConfig } from '../config';
import { precompressedStatic } from './precompressed-static';
import { preloadsForRoute } from './route-preloads';
import { contentSecurityPolicy } from './security-headers';
import { renderShellPage } from './shell-page';

/** Paths owned by the backend: never answered with the shell's index.html. */
const BACKEND_PREFIXES = ['/api/', '/oauth2/', '/console/', '/remotes/', '/__test__/'];

/** Where each remote's manifest lives, as /remotes.json tells the shell. */
export function remoteManifest(config: ServerConfig): RemoteManifest {
  return { ...config.remoteUrls };
}

/** The shell's runtime configuration, /config.json. */
export function runtimeConfig(config: ServerConfig, identity: RuntimeConfig['identity']): RuntimeConfig {
  return {
    apiBaseUrl: config.apiBaseUrl,
    loginDomain: config.loginDomain,
    remoteLoadTimeoutMs: config.remoteLoadTimeoutMs,
    identity,
  };
}

function sendNoCacheJson(res: Response, body: unknown): void {
  res.setHeader('Cache-Control', 'no-cache');
  res.json(body);
}

/**
 * Serves the built shell at / (with deep-link fallback to its index.html), each remote under
 * /remotes/<name>/ with CORS (the shell may live on another origin), /remotes.json and /config.json.
 */
export function serveFrontend(config: ServerConfig, identity: () => RuntimeConfig['identity']): Router {
  const router = express.Router();
  const policy = contentSecurityPolicy(config);

  router.get('/remotes.json', (_req, res) => sendNoCacheJson(res, remoteManifest(config)));
  router.get('/config.json', (_req, res) => sendNoCacheJson(res, runtimeConfig(config, identity())));

  for (const name of REMOTE_NAMES) {
    router.use(`/remotes/${name}`, serveRemoteDir(config.remoteDirs[name]));
  }

  router.use(precompressedStatic(config.shellDir, { fallthrough: true }));

  router.get(/.*/, async (req: Request, res: Response, next) => {
    const isBackendPath = BACKEND_PREFIXES.some((prefix) => req.path.startsWith(prefix));
    if (isBackendPath || path.extname(req.path) !== '' || !req.accepts('html')) {
      next();
      return;
    }
    let indexHtml: string;
    try {
      indexHtml = await readFile(path.join(config.shellDir, 'index.html'), 'utf8');
    } catch {
      res.status(503).type('text').send('The portal has not been built yet: run `pnpm build`.');
      return;
    }
    const startup = { runtime: runtimeConfig(config, identity()), remotes: remoteManifest(config) };
    const page = renderShellPage(indexHtml, startup, await preloadsForRoute(req.path, config));
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Security-Policy', policy);
    res.type('html').send(page);
  });

  return router;
}

/** Static files of one remote's build, readable from any origin (its manifest is fetched with fetch()). */
export function serveRemoteDir(dir: string): Router {
  const router = express.Router();
  router.use(cors({ methods: ['GET', 'HEAD'] }));
  router.use(precompressedStatic(dir, { fallthrough: false }));
  return router;
}
