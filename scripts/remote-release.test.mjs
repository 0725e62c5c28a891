import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { releaseEntry } from './remote-release.mjs';

const roots = [];

after(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

function workspaceWithLabBuild(version) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'remote-release-'));
  roots.push(root);
  mkdirSync(path.join(root, 'remotes', 'lab', 'dist', version), { recursive: true });
  writeFileSync(path.join(root, 'remotes', 'lab', 'package.json'), JSON.stringify({ version }));
  const manifest = JSON.stringify({ name: 'academy_lab' });
  writeFileSync(path.join(root, 'remotes', 'lab', 'dist', version, 'mf-manifest.json'), manifest);
  return { root, integrity: `sha384-${createHash('sha384').update(manifest).digest('base64')}` };
}

test("names the release's version, its manifest under the upload URL's version folder, and the manifest's integrity", () => {
  const { root, integrity } = workspaceWithLabBuild('1.4.0');
  assert.deepEqual(releaseEntry('lab', 'https://cdn.example.org/lab/', root), {
    version: '1.4.0',
    entry: 'https://cdn.example.org/lab/1.4.0/mf-manifest.json',
    integrity,
  });
  assert.equal(releaseEntry('lab', undefined, root).entry, '/remotes/lab/1.4.0/mf-manifest.json');
});

test('says to build first when the release is not built', () => {
  const { root } = workspaceWithLabBuild('1.4.0');
  writeFileSync(path.join(root, 'remotes', 'lab', 'package.json'), JSON.stringify({ version: '1.5.0' }));
  assert.throws(() => releaseEntry('lab', undefined, root), /build the release first/);
});
