import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RemoteRelease } from '@academy/api';
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

/** A change made to one file of the copy before the build: `from` must occur in it, and is replaced by `to`. */
export interface SourceEdit {
  /** Relative to the repository, e.g. `packages/api/src/api/messages.ts`. */
  file: string;
  from: string;
  to: string;
}

function applyEdit(copy: string, edit: SourceEdit): void {
  const file = path.join(copy, edit.file);
  const text = readFileSync(file, 'utf8');
  // An edit that no longer matches would build the release unchanged and prove nothing.
  if (!text.includes(edit.from)) throw new Error(`${edit.file} no longer contains ${JSON.stringify(edit.from)}`);
  writeFileSync(file, text.replace(edit.from, edit.to));
}

/**
 * Builds the lab remote from the current source as a team would after bumping versions: a copy of the workspace's
 * sources (its node_modules links kept, the installed packages shared), the lab's version and, if given, the bus's
 * set and `edits` made, `rsbuild build` run in it. The release lands in remotes/lab/dist/<labVersion>/.
 */
export function buildLabRelease(options: {
  labVersion: string;
  busVersion?: string;
  edits?: SourceEdit[];
}): RemoteRelease {
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
    if (options.busVersion) setVersion(path.join(copy, 'packages', 'bus', 'package.json'), options.busVersion);
    setVersion(path.join(copy, 'remotes', 'lab', 'package.json'), options.labVersion);
    for (const edit of options.edits ?? []) applyEdit(copy, edit);

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

/** A digest of every file of the shell's build (names and contents): a remote's release must leave it as it was. */
export function shellBuildDigest(): string {
  const dist = path.join(repoRoot, 'shell', 'dist');
  const files = readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update(readFileSync(path.join(dist, file)));
  return hash.digest('hex');
}

/** Takes a release made by this module off the server again. */
export function removeLabRelease(release: RemoteRelease): void {
  rmSync(releaseDirOf('lab', release.version), { recursive: true, force: true });
}
