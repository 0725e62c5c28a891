// `node scripts/remote-release.mjs <remote> [<base URL>]`: the /remotes.json entry of a remote's built release, for
// its team to hand to the portal's operators. <base URL> is where the remote's folder is uploaded (the release's
// version folder goes under it); without it, the release as this server serves it, under /remotes/<remote>/.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The version in a remote's package.json: the release its `pnpm build` writes to dist/<version>/. */
export function sourceVersionOf(remote, root = repoRoot) {
  return JSON.parse(readFileSync(path.join(root, 'remotes', remote, 'package.json'), 'utf8')).version;
}

/** The entry of `remote`'s current release, read from remotes/<remote>/dist/<version>/ under `root`. */
export function releaseEntry(remote, baseUrl = `/remotes/${remote}`, root = repoRoot) {
  const version = sourceVersionOf(remote, root);
  const manifest = path.join(root, 'remotes', remote, 'dist', version, 'mf-manifest.json');
  let bytes;
  try {
    bytes = readFileSync(manifest);
  } catch {
    throw new Error(`${manifest} is missing: build the release first (pnpm --filter @academy/${remote} build)`);
  }
  return {
    version,
    entry: `${baseUrl.replace(/\/+$/, '')}/${version}/mf-manifest.json`,
    integrity: `sha384-${createHash('sha384').update(bytes).digest('base64')}`,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [remote, baseUrl] = process.argv.slice(2);
  if (!remote) {
    console.error('usage: node scripts/remote-release.mjs <lab|console|courses|classes> [<base URL>]');
    process.exit(2);
  }
  try {
    console.log(JSON.stringify({ [remote]: releaseEntry(remote, baseUrl) }, null, 2));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
