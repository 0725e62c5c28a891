// The remote shape's rules that a file's name or text can show (docs/remote-shape.md says which rule is checked
// where). Each rule looks at the sources of every remote (and, for `export *`, of every shared package).
// As a command: `node scripts/check-remote-shape.mjs`; exits 1 on any violation not in TEMPORARILY_ALLOWED.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from './workspace.mjs';

/**
 * TEMPORARY: what the classes and courses remotes still break while they are being reshaped (issue 27), each as the
 * violation's exact text. Empty this once they follow the shape; a listed violation that no longer happens fails
 * the check too, so the list only shrinks.
 */
export const TEMPORARILY_ALLOWED = [];

/** The API client's calls (@academy/auth): a feature makes them in its api.ts only. */
const API_CLIENT_CALLS = [
  'studentRequest',
  'requestJson',
  'instructorRequest',
  'fetchConsoleTicket',
  'fetchClassConsoleTicket',
  'fetchCourses',
];

const SOURCE_FILE = /\.(ts|tsx|mts|js|mjs)$/;
const TEST_FILE = /\.test\.(ts|tsx)$/;
const KEBAB_CASE_NAME = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;

const isTestOnly = (file) => TEST_FILE.test(file) || file.split('/').includes('testing');

/** The stores a file declares: `const $x =`, or among the names of `const { ... } =`. */
function declaredStores(text) {
  const names = new Set([...text.matchAll(/\bconst\s+(\$\w+)\s*=/g)].map(([, name]) => name));
  for (const [, inner] of text.matchAll(/\bconst\s*\{([^}]*)\}\s*=/g)) {
    for (const [, name] of inner.matchAll(/(\$\w+)\s*(?=,|$)/g)) names.add(name);
  }
  return names;
}

/** The text of each top-level `target:` value of the `sample({ ... })` calls in `text`. */
function sampleTargets(text) {
  const targets = [];
  for (const match of text.matchAll(/\bsample\(\s*\{/g)) {
    let depth = 1;
    for (let index = match.index + match[0].length; index < text.length && depth > 0; index += 1) {
      const char = text[index];
      if ('([{'.includes(char)) depth += 1;
      else if (')]}'.includes(char)) depth -= 1;
      else if (depth === 1 && text.startsWith('target', index) && /\W/.test(text[index - 1])) {
        const value = /^target\s*:\s*(\[[^\]]*\]|[^,}\n]*)/.exec(text.slice(index));
        if (value) targets.push(value[1]);
      }
    }
  }
  return targets;
}

/** Stores a file updates: `$x.on(`, `$x.reset(`, and `$x` as (or in) a `sample`'s target. */
function updatedStores(text) {
  const names = new Set([...text.matchAll(/(\$\w+)\s*\.\s*(?:on|reset)\s*\(/g)].map(([, name]) => name));
  for (const target of sampleTargets(text)) {
    for (const [, name] of target.matchAll(/(\$\w+)\b(?!\s*\.)/g)) names.add(name);
  }
  return names;
}

/**
 * Each rule answers, for one file (its path relative to the repository and a reader of its text), what it breaks:
 * an empty list, or details to name after the path ('' when the path says it all).
 */
const RULES = {
  'named-re-exports-only': {
    applies: (file) => /^(remotes|packages)\/[^/]+\/src\//.test(file) && SOURCE_FILE.test(file),
    check: (_file, text) => (/^\s*export\s+\*/m.test(text()) ? [''] : []),
  },
  'api-calls-only-in-api-files': {
    applies: (file) =>
      SOURCE_FILE.test(file) &&
      !isTestOnly(file) &&
      path.posix.basename(file) !== 'api.ts' &&
      !/^remotes\/[^/]+\/src\/shared\/api\//.test(file),
    check: (_file, text) => {
      const source = text();
      const imported = [...source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@academy\/auth[^']*'/g)]
        .flatMap(([, names]) => names.split(','))
        .map((name) => name.trim().split(/\s/)[0]);
      const calls = API_CLIENT_CALLS.filter((name) => imported.includes(name));
      if (/(?<![.\w-])fetch\(|\b(?:globalThis|window)\.fetch\b/.test(source)) calls.unshift('fetch');
      return calls;
    },
  },
  'css-modules-only': {
    applies: (file) => file.endsWith('.css'),
    check: (file) => (file.endsWith('.module.css') ? [] : ['']),
  },
  'test-helpers-in-testing-folders': {
    applies: (file) => !isTestOnly(file),
    check: (file) =>
      file.split('/').includes('test-support') || /^(fake|mock|stub)-/.test(path.posix.basename(file)) ? [''] : [],
  },
  'kebab-case-file-names': {
    applies: () => true,
    check: (file) => (KEBAB_CASE_NAME.test(path.posix.basename(file)) ? [] : ['']),
  },
  'no-deprecated-contracts': {
    // Biome's noRestrictedImports sees static imports; this sees `import('@academy/contracts')` and its types too.
    applies: (file) => SOURCE_FILE.test(file),
    check: (_file, text) => (/['"]@academy\/contracts['"]/.test(text()) ? [''] : []),
  },
  'stores-updated-where-declared': {
    applies: (file) => SOURCE_FILE.test(file) && !isTestOnly(file),
    check: (_file, text) => {
      const source = text();
      const declared = declaredStores(source);
      return [...updatedStores(source)].filter((name) => !declared.has(name));
    },
  },
};

/** Every file under `dir`, relative to `baseDir` with forward slashes; none of node_modules or dist. */
function filesUnder(baseDir, dir) {
  let entries;
  try {
    entries = readdirSync(path.join(baseDir, dir), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return ['node_modules', 'dist'].includes(entry.name) ? [] : filesUnder(baseDir, file);
    return [file];
  });
}

/** The sources the rules look at: each remote's and each shared package's `src/`. */
function sourceFiles(baseDir) {
  return ['remotes', 'packages'].flatMap((group) =>
    filesUnder(baseDir, group)
      .map((file) => file.split('/').slice(0, 2).join('/'))
      .filter((owner, index, owners) => owners.indexOf(owner) === index)
      .flatMap((owner) => filesUnder(baseDir, `${owner}/src`)),
  );
}

/** The shape's rules over `baseDir` (the repository unless given): each violation as `rule: file (details)`. */
export function findShapeViolations({ baseDir = repoRoot } = {}) {
  const violations = [];
  for (const file of sourceFiles(baseDir)) {
    const isRemote = file.startsWith('remotes/');
    let cached;
    const text = () => {
      cached ??= readFileSync(path.join(baseDir, file), 'utf8');
      return cached;
    };
    for (const [name, rule] of Object.entries(RULES)) {
      if ((!isRemote && name !== 'named-re-exports-only') || !rule.applies(file)) continue;
      for (const detail of rule.check(file, text)) violations.push(`${name}: ${file}${detail ? ` (${detail})` : ''}`);
    }
  }
  return violations;
}

/** The violations the check fails on: those not allowed, and allowed ones that no longer happen. */
export function shapeFailures(violations, allowed = TEMPORARILY_ALLOWED) {
  return [
    ...violations.filter((violation) => !allowed.includes(violation)),
    ...allowed
      .filter((entry) => !violations.includes(entry))
      .map((entry) => `no longer happens, remove it from TEMPORARILY_ALLOWED: ${entry}`),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const failures = shapeFailures(findShapeViolations());
  for (const failure of failures) console.error(`  ${failure}`);
  console.log(`remote shape: ${failures.length === 0 ? 'passed' : `FAILED (${failures.length})`}`);
  process.exitCode = failures.length === 0 ? 0 : 1;
}
