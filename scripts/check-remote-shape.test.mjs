// Each rule of the remote shape catches what it forbids, and nothing else, on a small tree made to break them.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { findShapeViolations, shapeFailures } from './check-remote-shape.mjs';
import { repoRoot } from './workspace.mjs';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'remote-shape');
const demo = 'remotes/demo/src';

/** The fixture tree's violations of one rule, sorted. */
function violationsOf(rule) {
  return findShapeViolations({ baseDir: fixtures })
    .filter((violation) => violation.startsWith(`${rule}: `))
    .sort();
}

describe('remote shape', () => {
  it('`export *` in a remote or a shared package', () => {
    assert.deepEqual(violationsOf('named-re-exports-only'), [
      'named-re-exports-only: packages/kit/src/index.ts',
      `named-re-exports-only: ${demo}/features/machines/index.ts`,
    ]);
  });

  it("fetch or the API client's calls outside api.ts and shared/api", () => {
    assert.deepEqual(violationsOf('api-calls-only-in-api-files'), [
      `api-calls-only-in-api-files: ${demo}/features/machines/model.ts (fetch)`,
      `api-calls-only-in-api-files: ${demo}/features/machines/model.ts (studentRequest)`,
    ]);
  });

  it('a stylesheet that is not a CSS Module', () => {
    assert.deepEqual(violationsOf('css-modules-only'), [`css-modules-only: ${demo}/pages/home/home-page.css`]);
  });

  it('a test helper outside a testing/ folder', () => {
    assert.deepEqual(violationsOf('test-helpers-in-testing-folders'), [
      `test-helpers-in-testing-folders: ${demo}/features/machines/fake-console.ts`,
      `test-helpers-in-testing-folders: ${demo}/test-support/student.ts`,
    ]);
  });

  it("a remote's file name that is not kebab-case", () => {
    assert.deepEqual(violationsOf('kebab-case-file-names'), [
      `kebab-case-file-names: ${demo}/features/machines/ui/machineTable.tsx`,
    ]);
  });

  it('a store updated (.on, .reset, a sample target) outside the file that declares it', () => {
    assert.deepEqual(violationsOf('stores-updated-where-declared'), [
      `stores-updated-where-declared: ${demo}/features/machines/model.ts ($attempt)`,
      `stores-updated-where-declared: ${demo}/features/machines/model.ts ($phase)`,
    ]);
  });

  it('@academy/contracts, kept only for remote releases built against it, imported or named in an import type', () => {
    assert.deepEqual(violationsOf('no-deprecated-contracts'), [
      `no-deprecated-contracts: ${demo}/shared/lib/legacy-target.ts`,
    ]);
  });

  it("finds nothing in the files that keep the rules (api.ts, shared/api, testing/, tests, packages' file names)", () => {
    assert.equal(findShapeViolations({ baseDir: fixtures }).length, 11);
  });

  it('fails on a violation not allowed, and on an allowed one that no longer happens', () => {
    assert.deepEqual(shapeFailures(['rule: a', 'rule: b'], ['rule: a', 'rule: c']), [
      'rule: b',
      'no longer happens, remove it from TEMPORARILY_ALLOWED: rule: c',
    ]);
  });

  it('`node scripts/check-remote-shape.mjs` passes on the repository', () => {
    const result = spawnSync(process.execPath, ['scripts/check-remote-shape.mjs'], { cwd: repoRoot, encoding: 'utf8' });
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, /^remote shape: passed$/m);
  });
});
