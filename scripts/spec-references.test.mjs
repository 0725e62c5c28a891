// Every section the repository cites (spec §4) is a section of docs/requirements.md, and a part named in quotes right
// after it (§8 "Power") is mentioned in that section: a comment's reference resolves inside the repository. The
// examples below write the section mark as an escape, so that their wrong citations are not this file's own.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { repoRoot } from './workspace.mjs';

const MARK = '\u00a7';
const REQUIREMENTS = 'docs/requirements.md';
/** Files whose text may cite a section: code, styles and documents. */
const CITING_FILE = /\.(?:[cm]?[jt]sx?|md|css|html)$/;
/** Folders that .gitignore keeps out of the repository, and git's own. */
const NOT_SOURCE = new Set(['.git', 'node_modules', 'dist', '.data', 'test-results', 'playwright-report']);
const NOT_SOURCE_PATHS = new Set(['bench/results']);

const HEADING = new RegExp(`^## ${MARK}(\\d+) `);
/** A section's number, and the part quoted right after it; a quote that ends the citation's own phrase is no part. */
const CITATION = new RegExp(`${MARK}(\\d+)(?:\\s*"([^"\\s][^"\\n]*)")?`, 'g');

/** The requirements' sections by number, each with its text (its heading and everything up to the next one). */
function sectionsOf(markdown) {
  const sections = new Map();
  let current;
  for (const line of markdown.split('\n')) {
    const number = HEADING.exec(line)?.[1];
    if (number !== undefined) {
      current = Number(number);
      sections.set(current, '');
    }
    if (current !== undefined) sections.set(current, `${sections.get(current)}${line}\n`);
  }
  return sections;
}

/** Every citation in a text: its line, the section's number and the part quoted right after it, if any. */
function citationsIn(text) {
  return text
    .split('\n')
    .flatMap((line, index) =>
      [...line.matchAll(CITATION)].map(([, number, part]) => ({ line: index + 1, section: Number(number), part })),
    );
}

/** Why a citation does not resolve in the sections, or null when it does. */
function problemOf({ section, part }, sections) {
  const text = sections.get(section);
  if (text === undefined) return `${REQUIREMENTS} has no section ${MARK}${section}`;
  if (part !== undefined && !text.toLowerCase().includes(part.toLowerCase()))
    return `${MARK}${section} of ${REQUIREMENTS} does not mention "${part}"`;
  return null;
}

/** The unresolved citations of some files' texts, as `file:line: why`. */
function unresolvedCitations(files, sections) {
  return files.flatMap(({ name, text }) =>
    citationsIn(text).flatMap((citation) => {
      const problem = problemOf(citation, sections);
      return problem === null ? [] : [`${name}:${citation.line}: ${problem}`];
    }),
  );
}

/** The repository's own text files that may cite a section, as paths relative to its root. */
function citingFiles(dir = '.') {
  return readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const name = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return NOT_SOURCE.has(entry.name) || NOT_SOURCE_PATHS.has(name) ? [] : citingFiles(name);
    return entry.isFile() && CITING_FILE.test(entry.name) ? [name] : [];
  });
}

describe(`${MARK} references`, () => {
  const sections = sectionsOf(readFileSync(path.join(repoRoot, REQUIREMENTS), 'utf8'));

  it(`the requirements are numbered from ${MARK}1 on, without a gap`, () => {
    assert.ok(sections.size >= 9, `${REQUIREMENTS} has ${sections.size} sections`);
    assert.deepEqual(
      [...sections.keys()],
      Array.from({ length: sections.size }, (_, index) => index + 1),
    );
  });

  it('every section the repository cites exists, and mentions the part named with it', () => {
    const files = citingFiles().map((name) => ({ name, text: readFileSync(path.join(repoRoot, name), 'utf8') }));
    // The scan did reach the source: the code cites the requirements well over a hundred times.
    assert.ok(files.flatMap(({ text }) => citationsIn(text)).length > 100);
    assert.deepEqual(unresolvedCitations(files, sections), []);
  });

  it('reports a missing section and a part its section does not mention, not a part it does', () => {
    const requirements = sectionsOf(`# Requirements\n\n## ${MARK}1 Routes\n\n### Header\n\n## ${MARK}2 Errors\n`);
    const source = [
      `/** The header (spec ${MARK}1 "header"), its errors (${MARK}2). */`,
      `// ${MARK}3: no such section.`,
      `// ${MARK}2 "Power": not a part of the errors.`,
      `/** Cited as "spec ${MARK}2" or "${MARK}2" alike: a closing quote names no part. */`,
    ].join('\n');
    assert.deepEqual(unresolvedCitations([{ name: 'a.ts', text: source }], requirements), [
      `a.ts:2: ${REQUIREMENTS} has no section ${MARK}3`,
      `a.ts:3: ${MARK}2 of ${REQUIREMENTS} does not mention "Power"`,
    ]);
  });
});
