import { MANUAL_MAX_CHARACTERS, MANUAL_MAX_STEPS } from '@academy/contracts';
import { describe, expect, it } from '@rstest/core';
import { manualProblem } from './rules';

describe('manualProblem', () => {
  it('accepts no manual and a manual with steps', () => {
    expect(manualProblem('')).toBeUndefined();
    expect(manualProblem('  \n')).toBeUndefined();
    expect(manualProblem('## One\n\ntext\n')).toBeUndefined();
  });

  it('refuses a manual without a step, with too many steps, or too long, saying why', () => {
    expect(manualProblem('# Only a title\n')).toMatch(/at least one step.*## Title/);
    expect(manualProblem(`## s\n\n`.repeat(MANUAL_MAX_STEPS + 1))).toBe(
      `The manual must have at most ${MANUAL_MAX_STEPS} steps (it has ${MANUAL_MAX_STEPS + 1}).`,
    );
    expect(manualProblem(`## s\n${'x'.repeat(MANUAL_MAX_CHARACTERS)}`)).toMatch(/at most 60,000 characters/);
  });
});
