import { defineConfig } from '@rstest/core';

export default defineConfig({
  include: ['src/**/*.test.ts'],
  // One throwaway PostgreSQL server for the run: storage and multi-instance tests run on it as well as on PGlite.
  globalSetup: ['./test-support/postgres-global-setup.ts'],
  testEnvironment: 'node',
  testTimeout: 60_000,
  // beforeAll starts a server: PGlite's first open takes seconds, more on a busy machine.
  hookTimeout: 60_000,
  // API tests start real servers on their own ports and databases: one file at a time keeps 2 cores usable.
  pool: { maxWorkers: 1 },
});
