import { startTestServer, type TestServer } from './test-server';

/**
 * One started server per test worker (rstest.config.ts: isolate off, so a worker's process outlives its files), for
 * the route tests with no special settings: they make their own classes and find their own rows, never counting on
 * what another file left. Files that need a fresh process, special settings or to move the server's clock start
 * their own with startTestServer.
 */
const SHARED = Symbol.for('academy.sharedTestServer');

type Holder = { [SHARED]?: Promise<TestServer> };

export async function sharedTestServer(): Promise<TestServer> {
  const holder = globalThis as Holder;
  // Login failures add up over the files sharing the server (all from 127.0.0.1): never the limit under test here.
  holder[SHARED] ??= startTestServer({ LOGIN_MAX_FAILURES: '100000', LOGIN_MAX_FAILURES_PER_ADDRESS: '100000' });
  const server = await holder[SHARED];
  const from = server.errors.length;
  return {
    ...server,
    // The errors logged since this file took the server: its own.
    get errors() {
      return server.errors.slice(from);
    },
    // Left running for the worker's next file; the worker's end stops it.
    close: async () => {},
  };
}
