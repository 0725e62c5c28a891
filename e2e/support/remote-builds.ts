import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RemoteRelease } from '@academy/contracts';
import { releaseDirOf } from './e2e-server';

/**
 * Releases of the lab remote other than the one `pnpm build` made, put beside it in remotes/lab/dist/<version>/ as
 * a roll-out would: built from the current source with other versions, or the previous release kept as a fixture.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function setVersion(packageJson: string, version: string): void {
  const manifest = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string };
  writeFileSync(packageJson, JSON.stringify({ ...manifest, version }, null, 2));
}

/**
 * Builds the lab remote from the current source as a team would after bumping versions: a copy of the workspace's
 * sources (its node_modules links kept, the installed packages shared), the lab and contracts package versions set,
 * `rsbuild build` run in it. The release lands in remotes/lab/dist/<labVersion>/.
 */
export function buildLabRelease(options: { labVersion: string; contractsVersion: string }): RemoteRelease {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'academy-lab-release-'));
  try {
    for (const entry of ['package.json', 'pnpm-workspace.yaml', 'tsconfig.base.json', 'packages']) {
      cpSync(path.join(repoRoot, entry), path.join(copy, entry), { recursive: true, verbatimSymlinks: true });
    }
    const labSource = path.join(repoRoot, 'remotes', 'lab');
    cpSync(labSource, path.join(copy, 'remotes', 'lab'), {
      recursive: true,
      verbatimSymlinks: true,
      filter: (source) => path.relative(labSource, source).split(path.sep)[0] !== 'dist',
    });
    symlinkSync(path.join(repoRoot, 'node_modules'), path.join(copy, 'node_modules'));
    setVersion(path.join(copy, 'packages', 'contracts', 'package.json'), options.contractsVersion);
    setVersion(path.join(copy, 'remotes', 'lab', 'package.json'), options.labVersion);

    const labDir = path.join(copy, 'remotes', 'lab');
    const build = spawnSync(
      process.execPath,
      [path.join(labDir, 'node_modules', '@rsbuild', 'core', 'bin', 'rsbuild.js'), 'build'],
      {
        cwd: labDir,
        env: { ...process.env, NODE_ENV: 'production' },
        encoding: 'utf8',
      },
    );
    if (build.status !== 0)
      throw new Error(`lab ${options.labVersion} build failed:\n${build.stdout}\n${build.stderr}`);
    const target = releaseDirOf('lab', options.labVersion);
    rmSync(target, { recursive: true, force: true });
    cpSync(path.join(labDir, 'dist', options.labVersion), target, { recursive: true });
    return { version: options.labVersion, entry: `/remotes/lab/${options.labVersion}/mf-manifest.json` };
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** The fixture of the lab's previous release (see fixtures/releases/README.md), unpacked beside the current one. */
export function unpackPreviousLabRelease(): RemoteRelease {
  const version = '1.1.0';
  const target = releaseDirOf('lab', version);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  const archive = path.join(repoRoot, 'e2e', 'fixtures', 'releases', `lab-${version}-mf-2.8.2.tar.gz`);
  const unpack = spawnSync('tar', ['-xzf', archive, '-C', target], { encoding: 'utf8' });
  if (unpack.status !== 0) throw new Error(`could not unpack ${archive}: ${unpack.stderr}`);
  return { version, entry: `/remotes/lab/${version}/mf-manifest.json` };
}

/** Takes a release made by this module off the server again. */
export function removeLabRelease(release: RemoteRelease): void {
  rmSync(releaseDirOf('lab', release.version), { recursive: true, force: true });
}
