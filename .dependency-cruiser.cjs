// The architecture's import rules (README, "Architecture"), checked by `npm test` through scripts/check-boundaries.mjs.
// Paths are relative to the repository root; `$1` in a `to` rule is the group the `from` path captured.

const TEST_FILE = '\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import cycle makes load order decide behaviour; move the shared part down a layer. Type-only imports are ' +
        'erased before anything loads: a cycle through one decides nothing (a feature names the parts it is built from).',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'remote-imports-only-academy-packages-and-libraries',
      severity: 'error',
      comment:
        'A remote is deployed on its own: it reaches the shell and the other remotes only through @academy/* packages.',
      from: { path: '^remotes/([^/]+)/' },
      to: { pathNot: ['^remotes/$1/', '^packages/', '^node_modules/'], dependencyTypesNot: ['core'] },
    },
    {
      name: 'shell-imports-only-academy-packages-and-libraries',
      severity: 'error',
      comment: 'The shell loads remotes at run time through federation, never by import.',
      from: { path: '^shell/' },
      to: { pathNot: ['^shell/', '^packages/', '^node_modules/'], dependencyTypesNot: ['core'] },
    },
    {
      name: 'packages-by-name-not-by-path',
      severity: 'error',
      comment: 'A workspace package is imported by its name (@academy/...), which resolves to its published exports.',
      from: { path: '^(packages/[^/]+|remotes/[^/]+|shell|server|e2e|bench)/' },
      to: { path: '^(packages|server)/', pathNot: '^$1/', dependencyTypes: ['local'] },
    },
    {
      name: 'feature-does-not-import-another-feature',
      severity: 'error',
      comment: 'Features that need each other meet in a page or through an event.',
      from: { path: '^(remotes/[^/]+|shell)/src/features/([^/]+)/' },
      to: { path: '^$1/src/features/', pathNot: '^$1/src/features/$2/' },
    },
    {
      name: 'server-feature-reaches-another-through-its-index',
      severity: 'error',
      comment:
        "A server feature uses another's exports (its index.ts), never its files: each folder may reorganise itself.",
      from: { path: '^server/src/features/([^/]+)/' },
      to: {
        path: '^server/src/features/[^/]+/',
        pathNot: ['^server/src/features/$1/', '^server/src/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'server-reaches-features-through-their-index',
      severity: 'error',
      comment:
        "The composition and the core reach a feature through its index.ts (feature.ts is the features' contract).",
      from: { path: '^server/src/', pathNot: ['^server/src/features/', TEST_FILE] },
      to: { path: '^server/src/features/[^/]+/', pathNot: '^server/src/features/[^/]+/index\\.ts$' },
    },
    {
      name: 'shared-does-not-import-features-or-pages',
      severity: 'error',
      comment: 'Imports go one way inside a remote: shared -> features -> pages.',
      from: { path: '^remotes/([^/]+)/src/shared/' },
      to: { path: '^remotes/$1/src/(features|pages)/' },
    },
    {
      name: 'feature-does-not-import-pages',
      severity: 'error',
      comment: 'Imports go one way inside a remote: shared -> features -> pages.',
      from: { path: '^remotes/([^/]+)/src/features/' },
      to: { path: '^remotes/$1/src/pages/' },
    },
    {
      name: 'packages-do-not-import-apps',
      severity: 'error',
      comment: 'Shared packages sit below the shell, the remotes and the server.',
      from: { path: '^packages/' },
      to: { path: '^(shell|remotes|server|e2e|bench)/' },
    },
    {
      name: 'front-end-and-server-stay-apart',
      severity: 'error',
      comment:
        'They meet only in @academy/api (types, paths, limits) and the rules packages (class-rules, power-rules).',
      from: { path: '^(shell|remotes)/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-does-not-import-front-end',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(shell|remotes)/' },
    },
    {
      name: 'server-domain-imports-no-adapter',
      severity: 'error',
      comment: 'The domain talks to the outside through its ports (server/src/domain/ports/) only.',
      // A domain test may drive a real adapter (the simulated hypervisor) as its fake.
      from: { path: '^server/src/domain/', pathNot: TEST_FILE },
      to: {
        path: '^server/src/(routes|storage|hypervisor|console|idp|static|scheduler|test-hooks)/',
      },
    },
    {
      name: 'hypervisor-adapters-do-not-import-the-console-gateway',
      severity: 'error',
      comment:
        "A hypervisor's consoles meet the gateway through the MachineConsoles port (domain/ports): the gateway's policy holds for every adapter alike.",
      // The console contract suite (hypervisor/testing) runs each adapter behind the gateway.
      from: { path: '^server/src/hypervisor/', pathNot: [TEST_FILE, '^server/src/hypervisor/testing/'] },
      to: { path: '^server/src/console/' },
    },
    {
      name: 'production-does-not-import-tests',
      severity: 'error',
      comment: 'Test files and test-only helpers never ship.',
      from: { path: '^(shell|remotes|packages|server)/', pathNot: [TEST_FILE, '/testing/', '^server/test-support/'] },
      to: { path: [TEST_FILE, '/testing/', '^server/test-support/'] },
    },
    {
      name: 'test-frameworks-only-in-tests',
      severity: 'error',
      comment:
        'A file that needs a test framework is a test (*.test.ts) or a test helper in a testing/ folder (rstest*.ts, the runner configuration, aside).',
      from: {
        path: '^(shell|remotes|packages|server)/',
        pathNot: [TEST_FILE, '/testing/', '^server/test-support/', '(^|/)rstest[^/]*\\.ts$'],
      },
      to: { path: '(^|/)(@rstest/core|@testing-library/[^/]+)(/|$)' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to nothing fails at build or run time.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // Libraries are in the graph, unfollowed, so a rule can name one (test-frameworks-only-in-tests); builds are not.
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(shell|remotes/[^/]+|packages/[^/]+|bench/baseline)/dist/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
