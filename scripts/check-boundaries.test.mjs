// The boundary rules catch each kind of import the architecture forbids, on a small tree made to break them.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { findBoundaryViolations } from './check-boundaries.mjs';
import { repoRoot, workspacePackages } from './workspace.mjs';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'boundaries');

async function violationsOf(dir) {
  return findBoundaryViolations(dir, { baseDir: fixtures });
}

describe('import boundaries', () => {
  it('a feature importing another feature', async () => {
    assert.ok(
      (await violationsOf('remotes/lab/src/features/login')).includes(
        'feature-does-not-import-another-feature: remotes/lab/src/features/login/model.ts → remotes/lab/src/features/machines/model.ts',
      ),
    );
  });

  it('a remote importing another remote by path', async () => {
    assert.ok(
      (await violationsOf('remotes/lab/src/features/machines')).includes(
        'remote-imports-only-academy-packages-and-libraries: remotes/lab/src/features/machines/model.ts → remotes/courses/src/index.ts',
      ),
    );
  });

  it("a remote's shared code importing a page", async () => {
    assert.deepEqual(await violationsOf('remotes/lab/src/shared'), [
      'shared-does-not-import-features-or-pages: remotes/lab/src/shared/session.ts → remotes/lab/src/pages/home.ts',
    ]);
  });

  it('the shell importing a remote', async () => {
    assert.deepEqual(await violationsOf('shell'), [
      'shell-imports-only-academy-packages-and-libraries: shell/src/app.ts → remotes/courses/src/index.ts',
    ]);
  });

  it('a package importing the shell', async () => {
    assert.ok(
      (await violationsOf('packages/ui')).includes(
        'packages-do-not-import-apps: packages/ui/src/index.ts → shell/src/app.ts',
      ),
    );
  });

  it("the server's domain importing an adapter", async () => {
    assert.deepEqual(await violationsOf('server/src/domain'), [
      'server-domain-imports-no-adapter: server/src/domain/rules.ts → server/src/storage/db.ts',
    ]);
  });

  it('production code importing a test helper', async () => {
    assert.ok(
      (await violationsOf('server/src/main.ts')).includes(
        'production-does-not-import-tests: server/src/main.ts → server/src/testing/fake-issuer.ts',
      ),
    );
  });

  it('a test helper outside a testing/ folder (it imports a test framework), the framework installed as in the real tree', async () => {
    // A copy of the tree with the framework in node_modules: the import resolves, as it does in the repository.
    const tree = mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
    try {
      cpSync(fixtures, tree, { recursive: true });
      const framework = path.join(tree, 'node_modules', '@rstest', 'core');
      mkdirSync(framework, { recursive: true });
      writeFileSync(path.join(framework, 'package.json'), JSON.stringify({ name: '@rstest/core', main: 'index.js' }));
      writeFileSync(path.join(framework, 'index.js'), 'export const rs = {};\n');
      assert.deepEqual(await findBoundaryViolations('server/src/fake-clock.ts', { baseDir: tree }), [
        'test-frameworks-only-in-tests: server/src/fake-clock.ts → node_modules/@rstest/core/index.js',
      ]);
    } finally {
      rmSync(tree, { recursive: true, force: true });
    }
  });

  it('an import cycle and an import that resolves to nothing', async () => {
    const violations = await violationsOf('packages/contracts');
    assert.ok(violations.some((violation) => violation.startsWith('no-circular: packages/contracts/src/a.ts')));
    assert.ok(violations.includes('not-to-unresolvable: packages/contracts/src/c.ts → ./missing'));
  });

  it('`pnpm boundaries` (the command with no folder named) checks every workspace package, each with its tsconfig', () => {
    const result = spawnSync(process.execPath, ['scripts/check-boundaries.mjs'], { cwd: repoRoot, encoding: 'utf8' });
    const checked = [...result.stdout.matchAll(/^boundaries (\S+): passed$/gm)].map(([, dir]) => dir).sort();
    assert.deepEqual(
      checked,
      workspacePackages()
        .map((workspacePackage) => workspacePackage.dir)
        .sort(),
    );
    assert.ok(checked.includes('shell'));
    assert.equal(result.status, 0, result.stderr);
  });
});
