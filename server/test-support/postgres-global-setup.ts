import { startThrowawayPostgres } from './throwaway-postgres.mjs';

/**
 * rstest global setup: one throwaway PostgreSQL server for the whole run (the cluster script's way of starting
 * one); each test file makes databases of its own on it (see test-postgres.ts). Never skipped: .ci/run installs
 * the PostgreSQL package, and the helper installs it itself when run as root.
 */
export default async function setup(): Promise<() => void> {
  const postgres = await startThrowawayPostgres();
  process.env.ACADEMY_TEST_POSTGRES_URL = postgres.url;
  return () => postgres.stop();
}
