import { MANUAL_MAX_CHARACTERS, MANUAL_MAX_STEPS } from '@academy/contracts';
import { parseManual } from './steps';

export type { ManualStep, ParsedManual } from './steps';
export { parseManual };

/**
 * Why a course cannot keep this manual, or undefined if it can. '' is no manual. The server refuses with this text;
 * the course form says it before saving.
 */
export function manualProblem(markdown: string): string | undefined {
  if (markdown.trim() === '') return undefined;
  if (markdown.length > MANUAL_MAX_CHARACTERS) {
    return `The manual must be at most ${MANUAL_MAX_CHARACTERS.toLocaleString('en')} characters (it has ${markdown.length.toLocaleString('en')}).`;
  }
  const { steps } = parseManual(markdown);
  if (steps.length === 0)
    return 'The manual needs at least one step: start each step with a level-2 heading (## Title).';
  if (steps.length > MANUAL_MAX_STEPS) {
    return `The manual must have at most ${MANUAL_MAX_STEPS} steps (it has ${steps.length}).`;
  }
  return undefined;
}
