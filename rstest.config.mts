// The front end's unit, model and component tests in one run: each package is a project with its own
// rstest.config.ts (environment, aliases), sharing one pool of workers. The server's tests run on their own
// (server/rstest.config.ts): they start real servers and a throwaway PostgreSQL. A plain object, not defineConfig:
// the repository's root has no test framework of its own (scripts/test-all.mjs runs the build package's rstest).
export default {
  projects: ['shell', 'remotes/*', 'packages/*'],
  // A worker per core (rstest's default leaves one core free: on 2 cores, 87 s alone instead of 52 s).
  pool: { maxWorkers: '100%' },
  // A worker's files share one environment, its libraries loaded once (43 s alone instead of 73 s); the build
  // package's rstest-setup.ts ends each file's modules, DOM, storage, timers and mocks: no file sees another's.
  isolate: false,
};
