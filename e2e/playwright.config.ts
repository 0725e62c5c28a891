import { defineConfig } from '@playwright/test';
import {
  OWN_SERVER_PROJECTS,
  type OwnServerProject,
  PARALLEL_WORKERS,
  projectServer,
  workerServer,
} from './support/e2e-server';

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

/** The specs that change the whole server (see OWN_SERVER_PROJECTS): a server and a worker of their own. */
const ownServerSpecs: Record<OwnServerProject, string[]> = {
  clock: ['class-usage.spec.ts', 'classes.spec.ts'],
  'idle-suspend': ['idle-suspend.spec.ts'],
};

/**
 * End-to-end tests of the whole product in Debian's Chromium, against the reference server as `pnpm start` runs it
 * (built front end), with test hooks on, a throwaway database, fast machines and a short remote-load time-out. Two
 * workers, each with a server of its own (the `baseURL` below is evaluated in each worker); the projects that change
 * the whole server have one each, run by one worker. A flaky test fails the run: no retries.
 */
export default defineConfig({
  testDir: '.',
  // The cluster's and vSphere's runs keep theirs beside it (support/own-server-config.ts): all survive `npm test`.
  outputDir: 'test-results/one-instance',
  timeout: 60_000,
  // Two workers, four servers and their browsers share 2 cores: a page may take a while to get where it is going.
  expect: { timeout: 20_000 },
  workers: PARALLEL_WORKERS,
  fullyParallel: false,
  retries: 0,
  failOnFlakyTests: true,
  reporter: 'list',
  use: {
    launchOptions: chromiumLaunchOptions,
    // A failure keeps its screenshot; its trace only with E2E_TRACE=1, to run a failing test again: recording every
    // test's trace (its DOM snapshots at each action) costs the run a tenth of its CPU (290 core-s instead of 329
    // for 50 tests), which on 2 cores is its wall time too. Without its screencast: those frames cost more still.
    trace: process.env.E2E_TRACE === '1' ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    screenshot: 'only-on-failure',
    // One browser context a worker, reset between tests by Playwright itself (cookies, every origin's storage, the
    // cache, the clock, the viewport, other pages closed; a test's routes, init scripts and bindings dropped), and made
    // anew when a test asks for other context options (a time zone, a locale, permissions): a fresh context per test
    // cost Chromium about 1 core-s more (a browser context and a renderer process made and torn down), a third of
    // its CPU for the lab's specs (88 -> 61 core-s for 34 tests). The contexts a test makes itself stay its own.
    reuseContext: true,
  },
  projects: [
    // First, so that their long files start at once, beside the other worker's.
    ...OWN_SERVER_PROJECTS.map((name) => ({
      name,
      testMatch: ownServerSpecs[name],
      workers: 1,
      use: { baseURL: projectServer(name).origin },
    })),
    {
      name: 'parallel',
      testMatch: '*.spec.ts',
      testIgnore: Object.values(ownServerSpecs).flat(),
      use: { baseURL: workerServer().origin },
    },
  ],
  globalSetup: './support/servers-setup.ts',
});
