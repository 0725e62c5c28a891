// Steps shared by `npm start` and `npm test`: find pnpm 10, install the locked dependencies, build the front end.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command in the repository, streaming its output; throws if it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed with ${result.status ?? result.signal}`);
  return result;
}

function hasPnpm10() {
  const result = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.trim().startsWith('10.');
}

/** pnpm 10 as installed, else through npx (corepack cannot fetch pnpm here, and pnpm 11 needs Node 22). */
export function pnpmCommand() {
  return hasPnpm10() ? ['pnpm'] : ['npx', '-y', 'pnpm@10'];
}

export function pnpm(args, options) {
  const [command, ...prefix] = pnpmCommand();
  return run(command, [...prefix, ...args], options);
}

/** Installs exactly the lockfile's dependencies. */
export function install() {
  pnpm(['install', '--frozen-lockfile']);
}

/** Builds the shell and the four remotes. */
export function build() {
  pnpm(['build']);
}

/** The workspace's packages (from pnpm itself, so a new package is tested without editing this file). */
export function workspacePackages() {
  const [command, ...prefix] = pnpmCommand();
  const result = spawnSync(command, [...prefix, '-r', 'ls', '--json', '--depth', '-1'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`pnpm ls failed: ${result.stderr}`);
  return JSON.parse(result.stdout)
    .filter((entry) => entry.path !== repoRoot)
    .map((entry) => ({
      dir: path.relative(repoRoot, entry.path),
      scripts: JSON.parse(readFileSync(path.join(entry.path, 'package.json'), 'utf8')).scripts ?? {},
    }));
}
