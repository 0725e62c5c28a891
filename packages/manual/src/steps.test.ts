import { describe, expect, it } from '@rstest/core';
import { parseManual } from './steps';

describe('parseManual', () => {
  it('starts a step at each level-2 heading and keeps what comes before as the intro', () => {
    const manual = parseManual(
      '# Lab 1\n\nRead first.\n\n## Sign in\n\nUse *admin*.\n\n### Detail\n\nx\n\n## Install\n\ny\n',
    );
    expect(manual.intro).toBe('# Lab 1\n\nRead first.\n\n');
    expect(manual.steps.map((step) => step.title)).toEqual(['Sign in', 'Install']);
    expect(manual.steps[0]?.markdown).toBe('## Sign in\n\nUse *admin*.\n\n### Detail\n\nx\n\n');
    expect(manual.steps[1]?.markdown).toBe('## Install\n\ny\n');
  });

  it('reads headings as Markdown does: not inside a code block, setext ones too, titles as plain text', () => {
    const manual = parseManual(
      '## The `ip` **command**\n\n```sh\n## not a step\n```\n\nSecond step\n-----------\n\nz\n',
    );
    expect(manual.steps.map((step) => step.title)).toEqual(['The ip command', 'Second step']);
    expect(manual.steps[0]?.markdown).toContain('## not a step');
  });

  it('has no steps when there is no level-2 heading, and none in an empty manual', () => {
    expect(parseManual('# Title\n\n### Deeper\n').steps).toEqual([]);
    expect(parseManual('')).toEqual({ intro: '', steps: [] });
  });
});
