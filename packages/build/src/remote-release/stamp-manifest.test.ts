import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from '@rstest/core';
import { stampReleaseManifest } from './stamp-manifest';

const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

const releaseDirs: string[] = [];

async function releaseDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'release-'));
  releaseDirs.push(dir);
  return dir;
}

afterEach(async () => {
  for (const dir of releaseDirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('stampReleaseManifest', () => {
  it("adds the remote's release, its runtime range and the integrity of its entry and every asset named to the manifest, keeping the rest", async () => {
    const dir = await releaseDir();
    const entry = 'var academy_lab = {};';
    await writeFile(path.join(dir, 'remoteEntry.js'), entry);
    await writeFile(path.join(dir, 'page.js'), 'page()');
    await writeFile(path.join(dir, 'page.css'), 'a{}');
    await writeFile(path.join(dir, 'react.js'), 'react()');
    const manifest = {
      name: 'academy_lab',
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ name: 'Page', assets: { js: { sync: ['page.js'], async: [] }, css: { sync: ['page.css'] } } }],
      shared: [{ name: 'react', version: '19.3.1', assets: { js: { sync: ['react.js'] } } }],
    };
    await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));

    await stampReleaseManifest(dir, { remote: 'lab', version: '1.4.0', federationRuntime: '^2.9.0' });

    const stamped = JSON.parse(await readFile(path.join(dir, 'mf-manifest.json'), 'utf8'));
    expect(stamped).toMatchObject(manifest);
    expect(stamped.academyRelease).toEqual({
      remote: 'lab',
      version: '1.4.0',
      federationRuntime: '^2.9.0',
      integrity: {
        'remoteEntry.js': sha384(entry),
        'page.css': sha384('a{}'),
        'page.js': sha384('page()'),
        'react.js': sha384('react()'),
      },
    });
  });

  it('fails the build when the manifest names no remote entry', async () => {
    const dir = await releaseDir();
    await writeFile(path.join(dir, 'mf-manifest.json'), '{}');
    await expect(
      stampReleaseManifest(dir, { remote: 'lab', version: '1.0.0', federationRuntime: '^2.9.0' }),
    ).rejects.toThrow(/names no remote entry/);
  });
});
