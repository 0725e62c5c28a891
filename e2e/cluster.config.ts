import { ownServerConfig } from './support/own-server-config';

/**
 * End-to-end tests of the scaled-out backend: `npm run cluster` (2 instances on one throwaway PostgreSQL behind
 * nginx, all on free ports) started by the global setup, in Debian's Chromium. Needs the built front end.
 * Run: pnpm exec playwright test --config cluster.config.ts
 */
export default ownServerConfig({
  testMatch: '*.cluster.ts',
  globalSetup: './support/cluster-setup.ts',
  outputDir: 'test-results/cluster',
  timeout: 240_000,
});
