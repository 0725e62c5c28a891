import { defineConfig } from '@playwright/test';
import { E2E_ORIGIN, e2eServerEnv, REMOTE_ORIGIN, REMOTE_ORIGIN_PORT } from './support/e2e-server';

/** Debian's Chromium, as every end-to-end run launches it (never a downloaded browser). */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * End-to-end tests of the whole product in Debian's Chromium, against the reference server as
 * `pnpm start` runs it (built front end), with test hooks on, a throwaway database, fast machines and a
 * short remote-load time-out. One worker: the machine has 2 cores and the server holds one clock.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL: E2E_ORIGIN,
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: 'node --import tsx src/main.ts',
      cwd: '../server',
      url: `${E2E_ORIGIN}/config.json`,
      env: e2eServerEnv(),
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
    },
    {
      command: 'node --import tsx src/remote-origin-main.ts',
      cwd: '../server',
      url: `${REMOTE_ORIGIN}/health`,
      env: { PORT: String(REMOTE_ORIGIN_PORT), HOST: '127.0.0.1' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
