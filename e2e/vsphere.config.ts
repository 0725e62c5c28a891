import { ownServerConfig } from './support/own-server-config';

/**
 * End-to-end tests of the portal on a vCenter: a local vcsim (tools/vcsim) started by the global setup, the
 * server on it (HYPERVISOR=vsphere) started by the spec itself (it kills and restarts it), in Debian's Chromium.
 * Needs the built front end. Run: pnpm exec playwright test --config vsphere.config.ts
 */
export default ownServerConfig({
  testMatch: '*.vsphere.ts',
  globalSetup: './support/vsphere-setup.ts',
  outputDir: 'test-results/vsphere',
  timeout: 300_000,
});
