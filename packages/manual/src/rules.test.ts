import { MANUAL_MAX_CHARACTERS, MANUAL_MAX_STEPS } from '@academy/api';
import { describe, expect, it } from '@rstest/core';
import { readManual } from './rules';

function problemOf(markdown: string): string | undefined {
  const read = readManual(markdown);
  return read.ok ? undefined : read.problem;
}

describe('readManual', () => {
  it('accepts no manual and a manual with steps, and reads their titles once', () => {
    expect(readManual('')).toEqual({ ok: true, stepTitles: [] });
    expect(readManual('  \n')).toEqual({ ok: true, stepTitles: [] });
    expect(readManual('## One\n\ntext\n\n## The `ip` **command**\n')).toEqual({
      ok: true,
      stepTitles: ['One', 'The ip command'],
    });
  });

  it('refuses a manual without a step, with too many steps, or too long, saying why', () => {
    expect(problemOf('# Only a title\n')).toMatch(/at least one step.*## Title/);
    expect(problemOf(`## s\n\n`.repeat(MANUAL_MAX_STEPS + 1))).toBe(
      `The manual must have at most ${MANUAL_MAX_STEPS} steps (it has ${MANUAL_MAX_STEPS + 1}).`,
    );
    expect(problemOf(`## s\n${'x'.repeat(MANUAL_MAX_CHARACTERS)}`)).toMatch(/at most 60,000 characters/);
  });

  it('refuses quotes and lists nested deeper than 10, however they nest, and keeps 10', () => {
    const refusals = [
      `## s\n${'> '.repeat(3_000)}a\n`,
      `## s\n${'> '.repeat(29_000)}a\n`,
      `## s\n${'1. '.repeat(19_000)}a\n`,
      `## s\n${'> '.repeat(11)}a\n`,
      // Nested by indentation: one marker a line.
      `## s\n${Array.from({ length: 12 }, (_, level) => `${'  '.repeat(level)}- a`).join('\n')}\n`,
    ];
    for (const markdown of refusals) {
      expect(problemOf(markdown)).toMatch(/^The manual nests quotes and lists at most 10 deep \(.*\): flatten them\.$/);
    }
    expect(problemOf(`## s\n${'> '.repeat(5)}${'- '.repeat(5)}a\n`)).toBeUndefined();
    // A thematic break is no list.
    expect(problemOf(`## s\n\n${'* '.repeat(40)}\n`)).toBeUndefined();
  });

  // How long such manuals take to read is measured by `pnpm bench:reliability` (hostile manuals), not timed here.
  it('refuses a run of text dense with emphasis marks, saying where', () => {
    for (const markdown of [`## One\n${'_a*'.repeat(19_997)}`, `## One\n${'\\\\_a'.repeat(14_998)}`]) {
      expect(problemOf(markdown)).toMatch(
        /at most 200 emphasis marks \(\* _ ~\); the one starting ".*" has [\d,]+: put code/,
      );
    }
  });

  it('reads the densest manual it keeps (200 marks a paragraph, 60,000 characters)', () => {
    const paragraph = `${'_a*'.repeat(100)}\n\n`;
    const markdown = `## One\n${paragraph.repeat(Math.floor((MANUAL_MAX_CHARACTERS - 10) / paragraph.length))}`;
    expect(problemOf(markdown)).toBeUndefined();
  });

  it('keeps ordinary emphasis, code, tables and lists', () => {
    const table = `| a | b |\n|---|---|\n${'| **x** | _y_ |\n'.repeat(200)}`;
    const markdown = `## One\n\nSome *emphasis*, **strong**, ~~gone~~ and \`snake_case\`.\n\n${table}\n- a\n  - b\n    > c\n\n\`\`\`\n${'*_~'.repeat(500)}\n\`\`\`\n`;
    expect(problemOf(markdown)).toBeUndefined();
  });
});
