import DOMPurify from 'dompurify';
import { Marked, type Token } from 'marked';
import { checkMarkerId, isCheckToken, type ReadCheck, readCheckBlock } from './checks';
import { lexReadableManual } from './lexer';

/**
 * A piece of a step: sanitised HTML, a code block (which the console can type into the machine), or a check (as
 * written in the course form; in the students' copy a marker whose script and hint the server removed).
 */
export type ManualBlock =
  | { kind: 'html'; html: string }
  | { kind: 'code'; text: string; language: string }
  /** `markerId`: the check's id when this is a students' copy's marker (no script, no hint). */
  | { kind: 'check'; check: ReadCheck; markerId: string | undefined };

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

// Whatever the author wrote, the page gets only the markup Markdown itself produces: no script, no event handler, no
// style (the CSP allows none inline), no form, no h1 (the page has its one), no class or id (a manual could dress up
// as the portal's dialogs or take the page's ids), no image from another site, and no link that runs code; every link
// opens in a new tab that cannot reach back into the portal.
const MARKDOWN_TAGS = [
  ...['p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'ul', 'ol', 'li', 'pre', 'code'],
  ...['em', 'strong', 'del', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
];
const MARKDOWN_ATTRIBUTES = ['href', 'title', 'src', 'alt', 'align', 'start'];

/** Whether `source` (an image's src as written) loads from `pageUrl`'s own origin: a relative path or the same origin. */
export function isOwnOriginSource(source: string, pageUrl: string): boolean {
  try {
    return new URL(source, pageUrl).origin === new URL(pageUrl).origin;
  } catch {
    return false;
  }
}

const purifier = DOMPurify();
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
  if (node.tagName === 'IMG' && !isOwnOriginSource(node.getAttribute('src') ?? '', node.ownerDocument.baseURI)) {
    node.removeAttribute('src');
  }
});
const PURIFY_OPTIONS = {
  ALLOWED_TAGS: MARKDOWN_TAGS,
  ALLOWED_ATTR: MARKDOWN_ATTRIBUTES,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** Markdown as sanitised HTML. */
export function renderManualHtml(source: string): string {
  return purifier.sanitize(markdown.parser(lexReadableManual(source)), PURIFY_OPTIONS);
}

/**
 * A step as blocks in order: its code blocks and checks apart (each gets its own button), everything between them
 * as sanitised HTML. Code inside a list or a quote stays in its HTML.
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
  for (const token of lexReadableManual(source)) {
    if (isCheckToken(token)) {
      flush();
      blocks.push({
        kind: 'check',
        check: readCheckBlock(token.raw, token.text.replace(/\n+$/, '')),
        markerId: checkMarkerId(token.raw),
      });
    } else if (token.type === 'code') {
      flush();
      // An indented block keeps its last line break: typed, it would run the command before the student looks.
      blocks.push({ kind: 'code', text: token.text.replace(/\n+$/, ''), language: token.lang ?? '' });
    } else pending.push(token);
  }
  flush();
  return blocks;
}
