// The server's build: each entry of src/ bundled with the workspace's own packages (TypeScript sources) into dist/,
// the npm dependencies left to node_modules, so that Node runs it with no transform at start. A start under tsx
// compiled every module again (7 core-s, ready in 5 s); the bundle starts in 3.4 core-s, ready in 2 s: what an
// instance's restart costs, and what every test that starts a server pays.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.dirname(fileURLToPath(import.meta.url));

/** What `node` runs: the portal, and the second origin the remotes may be served from. */
export const SERVER_ENTRIES = { main: 'src/main.ts', 'remote-origin-main': 'src/remote-origin-main.ts' };

/**
 * Bundles every entry into dist/<name>.mjs and resolves with their paths. dist/ sits beside src/, so that paths the
 * code finds from its own file (config.ts: the repository's remotes) stay the same. Each file is written whole under
 * another name and renamed, so a server starting while another process builds reads the old file or the new one.
 */
async function bundle() {
  const manifest = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
  const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@academy/'));
  const outdir = path.join(serverDir, 'dist');
  await mkdir(outdir, { recursive: true });
  const { outputFiles } = await build({
    absWorkingDir: serverDir,
    entryPoints: SERVER_ENTRIES,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    sourcemap: 'linked',
    write: false,
    logLevel: 'warning',
  });
  for (const file of outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  return Object.fromEntries(Object.keys(SERVER_ENTRIES).map((name) => [name, path.join(outdir, `${name}.mjs`)]));
}

let building;

/**
 * The server built from this checkout's sources, once per process: a test that kills and restarts a server, or a run
 * that starts several, starts each from the same build.
 */
export function buildServer() {
  building ??= bundle();
  return building;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const built = await buildServer();
  console.log(
    `server built: ${Object.values(built)
      .map((file) => path.relative(serverDir, file))
      .join(', ')}`,
  );
}
