import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES, type RuntimeConfig } from '@academy/api';
import cors from 'cors';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { ServerConfig } from '../config';
import { precompressedStatic } from './precompressed-static';
import { describeReleases, remoteReleaseSource } from './remote-releases';
import { preloadsForRoute } from './route-preloads';
import { contentSecurityPolicy } from './security-headers';
import { renderShellPage } from './shell-page';

/** Paths owned by the backend: never answered with the shell's index.html. */
const BACKEND_PREFIXES = ['/api/', '/oauth2/', '/console/', '/remotes/', '/__test__/'];

/** An HTML file of a build, or its precompressed copy. */
const HTML_FILE = /\.html?(?:\.br|\.gz)?$/i;

/**
 * A build's HTML files are not sent as they are: the shell's index.html is a template that the page routes fill
 * and send with the Content-Security-Policy, and a remote's is its team's standalone page, which would run on this
 * origin with no policy at all. The path is decoded first, as the static handlers decode it (`/index%2Ehtml`).
 */
const refuseHtmlFiles: RequestHandler = (req, res, next) => {
  let requested: string;
  try {
    requested = decodeURIComponent(req.path);
  } catch {
    next(); // the static handler refuses a malformed path itself
    return;
  }
  if (!HTML_FILE.test(requested)) {
    next();
    return;
  }
  res.status(404).type('text').send('Not found.\n');
};

/** The shell's runtime configuration, /config.json. */
export function runtimeConfig(config: ServerConfig, identity: RuntimeConfig['identity']): RuntimeConfig {
  return {
    apiBaseUrl: config.apiBaseUrl,
    loginDomain: config.loginDomain,
    remoteLoadTimeoutMs: config.remoteLoadTimeoutMs,
    consoleReconnectMs: config.consoleReconnectMs,
    identity,
  };
}

function sendNoCacheJson(res: Response, body: unknown): void {
  res.setHeader('Cache-Control', 'no-cache');
  res.json(body);
}

/**
 * Serves the built shell at / (with deep-link fallback to its index.html), each remote's releases under
 * /remotes/<name>/<version>/ with CORS (the shell may live on another origin), /remotes.json and /config.json.
 * The releases are read for each page, so an edit of REMOTES_FILE applies at the next page load.
 */
export function serveFrontend(config: ServerConfig, identity: () => RuntimeConfig['identity']): Router {
  const router = express.Router();
  const releases = remoteReleaseSource(config);
  console.log(`Remote releases: ${describeReleases(releases())}`);

  router.get('/remotes.json', (_req, res) => sendNoCacheJson(res, releases()));
  router.get('/config.json', (_req, res) => sendNoCacheJson(res, runtimeConfig(config, identity())));

  for (const name of REMOTE_NAMES) {
    router.use(`/remotes/${name}`, serveRemoteDir(config.remoteDirs[name]));
  }

  router.get('/index.html', (_req, res) => res.redirect(301, '/'));
  router.use(refuseHtmlFiles, precompressedStatic(config.shellDir, { fallthrough: true }));

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
    const remotes = releases();
    const startup = { runtime: runtimeConfig(config, identity()), remotes };
    const page = renderShellPage(indexHtml, startup, await preloadsForRoute(req.path, config, remotes));
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(config, remotes));
    res.type('html').send(page);
  });

  return router;
}

/** Static files of one remote's build but its HTML, readable from any origin (its manifest is fetched with fetch()). */
export function serveRemoteDir(dir: string): Router {
  const router = express.Router();
  router.use(refuseHtmlFiles);
  router.use(cors({ methods: ['GET', 'HEAD'] }));
  router.use(precompressedStatic(dir, { fallthrough: false }));
  return router;
}
