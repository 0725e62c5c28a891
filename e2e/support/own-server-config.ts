import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../playwright.config';

/**
 * A Playwright run (its paths relative to the config file, in e2e/) against a backend its global setup starts (the
 * cluster, a vCenter and the portal on it): long tests, one worker, in Debian's Chromium. Needs the built front end.
 */
export function ownServerConfig(options: {
  testMatch: string;
  globalSetup: string;
  timeout: number;
  /** Where its failures' traces go: a folder of its own, so that the next run does not empty the last one's. */
  outputDir: string;
}) {
  return defineConfig({
    testDir: '.',
    outputDir: options.outputDir,
    testMatch: options.testMatch,
    timeout: options.timeout,
    expect: { timeout: 20_000 },
    workers: 1,
    fullyParallel: false,
    retries: 0,
    failOnFlakyTests: true,
    reporter: 'list',
    globalSetup: options.globalSetup,
    use: {
      launchOptions: chromiumLaunchOptions,
      timezoneId: 'UTC',
      locale: 'en-US',
      trace: { mode: 'retain-on-failure', screenshots: false },
      screenshot: 'only-on-failure',
    },
  });
}
