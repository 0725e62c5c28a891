// Data folders for servers under test, each a copy of one cluster as PGlite's initdb leaves it: initdb takes about
// 5 s of CPU per new folder (four end-to-end servers started side by side spent most of their 20 s start on it), a
// copy a few milliseconds. The cluster is made once per PGlite version, in the checkout's cache. Plain JavaScript,
// so the end-to-end setup and `npm test` run it with node alone.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverDir, '..');

function pgliteVersion() {
  const manifest = path.join(serverDir, 'node_modules', '@electric-sql', 'pglite', 'package.json');
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}

let making;

/** The initdb'd cluster of this PGlite version, made on first use (once per process); answers its folder. */
export function pgliteTemplate() {
  making ??= makeTemplate();
  return making;
}

async function makeTemplate() {
  const dir = path.join(repoRoot, 'node_modules', '.cache', 'academy-pglite', pgliteVersion());
  if (existsSync(dir)) return dir;
  mkdirSync(path.dirname(dir), { recursive: true });
  // Made beside and renamed: a run that starts two servers at once never copies a half-made cluster.
  const partial = `${dir}.${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  const db = await PGlite.create(partial);
  await db.close();
  try {
    renameSync(partial, dir);
  } catch (error) {
    // Another process made it first: theirs is as good.
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(dir)) throw error;
  }
  return dir;
}

/** A new temporary data folder (DATA_DIR) holding a fresh cluster: the server migrates and seeds it at its start. */
export async function freshDataDir(prefix = 'academy-data-') {
  const template = await pgliteTemplate();
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  cpSync(template, dir, { recursive: true });
  return dir;
}
