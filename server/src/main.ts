import { readServerConfig } from './config';
import { createApp } from './app';

const config = readServerConfig();
const app = createApp(config, {
  identity: () => ({ issuer: `${config.publicOrigin}/oauth2/default`, clientId: 'academy-portal' }),
});

const server = app.listen(config.port, config.host, () => {
  console.log(`Academy portal on ${config.publicOrigin}`);
});

function shutDown(): void {
  server.close(() => process.exit(0));
}
process.on('SIGINT', shutDown);
process.on('SIGTERM', shutDown);
