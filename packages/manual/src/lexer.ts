import { Lexer, type Token, type Tokens, type TokensList } from 'marked';
import { UnreadableManual } from './unreadable-manual';

/** Quotes and lists inside one another: deeper than this, a renderer's recursion runs out of stack. */
export const MANUAL_MAX_NESTING = 10;
/**
 * Emphasis marks (* _ ~) in one run of inline text (a paragraph, a heading, a table cell): Markdown pairs them up by
 * searching ahead from each, so a run dense with them takes seconds to read (`_a*` repeated: 27 s at 60,000
 * characters). At this bound the densest 60,000-character manual reads in well under a second.
 */
export const MANUAL_MAX_EMPHASIS_MARKS = 200;

export type LexedManual = { readable: true; tokens: TokensList } | { readable: false; problem: string };

/** A line's leading quote and list markers, as many as a line with more than `limit` shows: more is refused anyway. */
const CONTAINER_MARKER = /^ {0,3}(?:>|(?:[-+*]|\d{1,9}[.)])(?=[ \t]|$)) ?/;
const THEMATIC_BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;

function markersAtLineStart(line: string, limit: number): number {
  if (THEMATIC_BREAK.test(line)) return 0;
  let count = 0;
  let rest = line;
  for (let marker = CONTAINER_MARKER.exec(rest); marker && count <= limit; marker = CONTAINER_MARKER.exec(rest)) {
    count += 1;
    rest = rest.slice(marker[0].length);
  }
  return count;
}

function nestingProblem(depth: number, where: string): string {
  return `The manual nests quotes and lists at most ${MANUAL_MAX_NESTING} deep (${where} ${depth.toLocaleString('en')}): flatten them.`;
}

/** How deep quotes and lists nest in `tokens` (a list's items are one level with their list). */
function nestingOf(tokens: readonly Token[]): number {
  let deepest = 0;
  for (const token of tokens) {
    if (token.type === 'blockquote') deepest = Math.max(deepest, 1 + nestingOf(token.tokens ?? []));
    else if (token.type === 'list') {
      for (const item of (token as Tokens.List).items) deepest = Math.max(deepest, 1 + nestingOf(item.tokens));
    }
  }
  return deepest;
}

function emphasisMarksIn(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index += 1) {
    const character = text.charCodeAt(index);
    if (character === 42 || character === 95 || character === 126) count += 1; // * _ ~
  }
  return count;
}

/**
 * The manual's Markdown tokens (GitHub-flavoured, as marked reads it), or why it is refused: its reading time is
 * bounded before the costly part starts. Lines are checked for a run of quote or list markers before any recursion
 * (30,000 levels overflow the stack), the nesting of the block tokens is checked before anything renders them, and
 * each run of inline text for its emphasis marks before it is read. What `Lexer.lex` does, split at its two passes
 * (blocks, then the inline text each block queued), so the check fits between them.
 */
export function lexManual(markdown: string): LexedManual {
  const source = markdown.replace(/\r\n?/g, '\n');
  let lineNumber = 0;
  for (const line of source.split('\n')) {
    lineNumber += 1;
    // Only a guard for the recursion below, generous (the nesting itself is counted exactly on the tokens).
    const limit = MANUAL_MAX_NESTING * 10;
    if (markersAtLineStart(line, limit) > limit) {
      return { readable: false, problem: nestingProblem(limit, `line ${lineNumber} starts with more than`) };
    }
  }
  const lexer = new Lexer({ gfm: true });
  // The block pass fills the lexer's own list (which also carries the reference links).
  const tokens = lexer.tokens;
  lexer.blockTokens(source, tokens);
  const nesting = nestingOf(tokens);
  if (nesting > MANUAL_MAX_NESTING) return { readable: false, problem: nestingProblem(nesting, 'it nests') };
  for (const { src } of lexer.inlineQueue) {
    const marks = emphasisMarksIn(src);
    if (marks > MANUAL_MAX_EMPHASIS_MARKS) {
      const start = src.trimStart().slice(0, 30);
      return {
        readable: false,
        problem: `A paragraph, heading or table cell of the manual may have at most ${MANUAL_MAX_EMPHASIS_MARKS} emphasis marks (* _ ~); the one starting "${start}" has ${marks.toLocaleString('en')}: put code and symbols in a code block.`,
      };
    }
  }
  for (const { src, tokens: inline } of lexer.inlineQueue) {
    lexer.state.inRawBlock = false;
    lexer.inlineTokens(src, inline);
  }
  lexer.inlineQueue = [];
  return { readable: true, tokens };
}

/** The tokens of a manual the server kept (it refuses any other); an error for the page's boundary otherwise. */
export function lexReadableManual(markdown: string): TokensList {
  const lexed = lexManual(markdown);
  if (!lexed.readable) throw new UnreadableManual(lexed.problem);
  return lexed.tokens;
}
