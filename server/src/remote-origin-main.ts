import { readServerConfig } from './config';
import { startRemoteOrigin } from './static/remote-origin';

/** `pnpm start:remote-origin`: the built remotes alone on a second origin (PORT, HOST), as the e2e tests load them. */
const config = readServerConfig();
await startRemoteOrigin(config);
console.log(`Remotes on http://${config.host}:${config.port}`);
