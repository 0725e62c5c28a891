import DOMPurify from 'dompurify';
import { Lexer, Marked, type Token } from 'marked';

/** A piece of a step: sanitised HTML, or a code block (which the console can type into the machine). */
export type ManualBlock = { kind: 'html'; html: string } | { kind: 'code'; text: string; language: string };

/**
 * The manual sits under a level-2 heading of its page ('Lab manual', 'Preview'), below the page's one level-1
 * heading: its own headings go one level down (`#` is an h2, a step's `##` an h3), so the outline stays whole.
 */
export function shownHeadingLevel(depth: number): number {
  return Math.min(6, depth + 1);
}

const markdown = new Marked({
  gfm: true,
  async: false,
  renderer: {
    heading({ tokens, depth }) {
      const level = shownHeadingLevel(depth);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
  },
});

// Whatever the author wrote, the page gets no script, no event handler, no style (the CSP allows none inline), no
// form, and no link that runs code; every link opens in a new tab that cannot reach back into the portal.
const purifier = DOMPurify();
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});
const PURIFY_OPTIONS = {
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style', 'srcset'],
  ALLOW_DATA_ATTR: false,
};

/** Markdown as sanitised HTML. */
export function renderManualHtml(source: string): string {
  return purifier.sanitize(markdown.parser(new Lexer({ gfm: true }).lex(source)), PURIFY_OPTIONS);
}

/**
 * A step as blocks in order: its code blocks apart (each gets its own button), everything between them as
 * sanitised HTML. Code inside a list or a quote stays in its HTML.
 */
export function manualBlocks(source: string): ManualBlock[] {
  const blocks: ManualBlock[] = [];
  let pending: Token[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const tokens = Object.assign(pending, { links: {} });
    blocks.push({ kind: 'html', html: purifier.sanitize(markdown.parser(tokens), PURIFY_OPTIONS) });
    pending = [];
  };
  const tokens = new Lexer({ gfm: true }).lex(source);
  for (const token of tokens) {
    if (token.type === 'code') {
      flush();
      // An indented block keeps its last line break: typed, it would run the command before the student looks.
      blocks.push({ kind: 'code', text: token.text.replace(/\n+$/, ''), language: token.lang ?? '' });
    } else pending.push(token);
  }
  flush();
  return blocks;
}
