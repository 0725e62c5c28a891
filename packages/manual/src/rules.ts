import { MANUAL_MAX_CHARACTERS, MANUAL_MAX_STEPS } from '@academy/api';
import { lexManual } from './lexer';
import { parseManual, stepsOf } from './steps';

export { MANUAL_MAX_EMPHASIS_MARKS, MANUAL_MAX_NESTING } from './lexer';
export type { ManualStep, ParsedManual } from './steps';
export { parseManual };

/** A manual as the server keeps it, or why it cannot: '' is no manual (no steps). */
export type ReadManual = { ok: true; stepTitles: string[] } | { ok: false; problem: string };

/**
 * Reads a manual once, on save: its steps' titles (their count is how many), or why a course cannot keep it. The
 * server refuses with this text; reading is bounded in time (see lexer.ts), so a save never stalls the server.
 */
export function readManual(markdown: string): ReadManual {
  if (markdown.trim() === '') return { ok: true, stepTitles: [] };
  if (markdown.length > MANUAL_MAX_CHARACTERS) {
    return {
      ok: false,
      problem: `The manual must be at most ${MANUAL_MAX_CHARACTERS.toLocaleString('en')} characters (it has ${markdown.length.toLocaleString('en')}).`,
    };
  }
  const lexed = lexManual(markdown);
  if (!lexed.readable) return { ok: false, problem: lexed.problem };
  const { steps } = stepsOf(lexed.tokens);
  if (steps.length === 0)
    return {
      ok: false,
      problem: 'The manual needs at least one step: start each step with a level-2 heading (## Title).',
    };
  if (steps.length > MANUAL_MAX_STEPS) {
    return { ok: false, problem: `The manual must have at most ${MANUAL_MAX_STEPS} steps (it has ${steps.length}).` };
  }
  return { ok: true, stepTitles: steps.map((step) => step.title) };
}
