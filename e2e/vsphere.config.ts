import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './playwright.config';

/**
 * End-to-end tests of the portal on a vCenter: a local vcsim (tools/vcsim) started by the global setup, the
 * server on it (HYPERVISOR=vsphere) started by the spec itself (it kills and restarts it), in Debian's Chromium.
 * Needs the built front end. Run: pnpm exec playwright test --config vsphere.config.ts
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.vsphere.ts',
  timeout: 300_000,
  expect: { timeout: 20_000 },
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  globalSetup: './support/vsphere-setup.ts',
  use: {
    launchOptions: chromiumLaunchOptions,
    timezoneId: 'UTC',
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
