import type { Token, Tokens } from 'marked';
import { lexReadableManual } from './lexer';

/** One step of a manual: a level-2 heading and everything up to the next one. */
export interface ManualStep {
  /** The heading as plain text. */
  title: string;
  /** The step's Markdown, its heading included. */
  markdown: string;
}

export interface ParsedManual {
  /** What comes before the first step (a title, an introduction); shown above the first step. */
  intro: string;
  steps: ManualStep[];
}

/** The heading's text without its inline Markdown (emphasis, code spans, links). */
function plainText(tokens: readonly Token[]): string {
  return tokens
    .map((token) => {
      if ('tokens' in token && token.tokens) return plainText(token.tokens);
      return 'text' in token && typeof token.text === 'string' ? token.text : '';
    })
    .join('');
}

export function isStepHeading(token: Token): token is Tokens.Heading {
  return token.type === 'heading' && (token as Tokens.Heading).depth === 2;
}

/**
 * Splits a manual's tokens at its level-2 headings, as Markdown reads them: a `##` inside a fenced code block starts
 * no step, a setext heading (a line underlined with `---`) does. The same reading on the server (which stores the
 * steps on save) and in the browser (which shows them).
 */
export function stepsOf(tokens: readonly Token[]): ParsedManual {
  const manual: ParsedManual = { intro: '', steps: [] };
  for (const token of tokens) {
    if (isStepHeading(token)) {
      manual.steps.push({ title: plainText(token.tokens).trim(), markdown: token.raw });
      continue;
    }
    const step = manual.steps.at(-1);
    if (step) step.markdown += token.raw;
    else manual.intro += token.raw;
  }
  return manual;
}

/** A manual the server kept, split into its steps; throws for one it would refuse (see lexer.ts). */
export function parseManual(markdown: string): ParsedManual {
  return stepsOf(lexReadableManual(markdown));
}
