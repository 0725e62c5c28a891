import express from 'express';
import compression from 'compression';
import { REMOTE_NAMES } from '@academy/contracts';
import { readServerConfig } from '../config';
import { serveRemoteDir } from './serve-frontend';

/**
 * A second origin that serves only the built remotes, under /<name>/: how a remote team deploys
 * on its own host. Point the shell's manifest at it with REMOTE_URL_<NAME>=<origin>/<name>/mf-manifest.json.
 */
const config = readServerConfig();
const app = express();
app.use(compression());
for (const name of REMOTE_NAMES) app.use(`/${name}`, serveRemoteDir(config.remoteDirs[name]));
app.get('/health', (_req, res) => {
  res.json({ ok: true });
});
app.listen(config.port, config.host, () => {
  console.log(`Remotes on http://${config.host}:${config.port}`);
});
