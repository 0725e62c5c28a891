import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './playwright.config';

/**
 * End-to-end tests of the scaled-out backend: `npm run cluster` (2 instances on one throwaway PostgreSQL behind
 * nginx, all on free ports) started by the global setup, in Debian's Chromium. Needs the built front end.
 * Run: pnpm exec playwright test --config cluster.config.ts
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.cluster.ts',
  timeout: 240_000,
  expect: { timeout: 15_000 },
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  globalSetup: './support/cluster-setup.ts',
  use: {
    launchOptions: chromiumLaunchOptions,
    timezoneId: 'UTC',
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
