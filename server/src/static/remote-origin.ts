import type { Server } from 'node:http';
import { REMOTE_NAMES } from '@academy/api';
import compression from 'compression';
import express from 'express';
import type { ServerConfig } from '../config';
import { serveRemoteDir } from './serve-frontend';

/**
 * A second origin that serves only the built remotes, under /<name>/: how a remote team deploys
 * on its own host. Point /remotes.json at a release on it (REMOTES_FILE): <origin>/<name>/<version>/mf-manifest.json.
 * Resolves once it listens on the config's host and port.
 */
export function startRemoteOrigin(config: ServerConfig): Promise<Server> {
  const app = express();
  app.use(compression());
  for (const name of REMOTE_NAMES) app.use(`/${name}`, serveRemoteDir(config.remoteDirs[name]));
  app.get('/health', (_req, res) => {
    res.json({ ok: true });
  });
  return new Promise((resolve, reject) => {
    const server = app.listen(config.port, config.host, (error) => (error ? reject(error) : resolve(server)));
  });
}
