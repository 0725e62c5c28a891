// The import-boundary check of one workspace package, with the rules of .dependency-cruiser.cjs.
// Each package is cruised with its own tsconfig.json, because the `@/` alias means a different folder in each remote.
// As a command: `node scripts/check-boundaries.mjs [package folder...]` (every workspace package when none is named,
// as `pnpm boundaries` runs it); exits 1 on any violation.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { repoRoot, workspacePackages } from './workspace.mjs';

export const BOUNDARY_RULES_FILE = path.join(repoRoot, '.dependency-cruiser.cjs');

/**
 * Cruises `dir` (relative to `baseDir`) and answers its violations, each as `rule: from → to`.
 * `baseDir` defaults to the repository; the rules' paths are relative to it.
 */
export async function findBoundaryViolations(dir, { baseDir = repoRoot } = {}) {
  const options = await extractDepcruiseOptions(BOUNDARY_RULES_FILE);
  const tsConfigFile = path.join(baseDir, dir, 'tsconfig.json');
  const hasTsConfig = existsSync(tsConfigFile);
  // The resolver's tsconfig plugin reads `paths` from the working folder when the tsconfig has no `baseUrl` (which
  // TypeScript 7 removed; our paths are relative to their tsconfig): the cruise runs from the package's folder.
  const workingDir = process.cwd();
  if (hasTsConfig) process.chdir(path.dirname(tsConfigFile));
  const result = await cruise(
    [dir],
    {
      ...options,
      baseDir,
      validate: true,
      outputType: 'json',
      ...(hasTsConfig ? { tsConfig: { fileName: tsConfigFile } } : {}),
    },
    {},
    hasTsConfig ? { tsConfig: extractTSConfig(tsConfigFile) } : {},
  ).finally(() => process.chdir(workingDir));
  const { summary } = JSON.parse(/** @type {string} */ (result.output));
  return summary.violations.map((violation) => {
    const target = violation.cycle ? violation.cycle.map((step) => step.name ?? step).join(' → ') : violation.to;
    return `${violation.rule.name}: ${violation.from} → ${target}`;
  });
}

async function main(dirs) {
  let failed = 0;
  for (const dir of dirs) {
    const violations = await findBoundaryViolations(dir);
    for (const violation of violations) console.error(`  ${violation}`);
    console.log(`boundaries ${dir}: ${violations.length === 0 ? 'passed' : `FAILED (${violations.length})`}`);
    if (violations.length > 0) failed += 1;
  }
  process.exitCode = failed === 0 ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const named = process.argv.slice(2);
  await main(named.length > 0 ? named : workspacePackages().map((workspacePackage) => workspacePackage.dir));
}
