import { defineConfig } from '@rstest/core';

export default defineConfig({
  include: ['src/**/*.test.ts'],
  // One throwaway PostgreSQL server for the run, and the vCenter simulator built once, before any file's budget.
  globalSetup: ['./test-support/postgres-global-setup.ts', './test-support/vcsim-global-setup.ts'],
  testEnvironment: 'node',
  testTimeout: 60_000,
  // beforeAll starts a server: PGlite's first open takes seconds, more on a busy machine.
  hookTimeout: 60_000,
  // Two workers, one per core. A worker's process runs its files one after another and is kept between them
  // (isolate off), so the route tests share one started server per worker (test-support/shared-test-server.ts).
  pool: { maxWorkers: 2 },
  isolate: false,
});
