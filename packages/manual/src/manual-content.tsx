import { type ReactNode, useMemo } from 'react';
import type { ReadCheck } from './checks';
import { manualBlocks } from './render';

export interface ManualContentProps {
  /** A step's (or a whole manual's) Markdown. */
  markdown: string;
  className?: string;
  /** What goes under each code block (the console's "Type into the console"); nothing by default. */
  codeAction?: (text: string) => ReactNode;
  /**
   * How a check shows (the course form's labelled box; /view's "Check my work" at a students' copy's marker, by its
   * `markerId`); nothing by default: students never see a check's script, and their copy has none.
   */
  renderCheck?: (check: ReadCheck, markerId: string | undefined) => ReactNode;
}

/** Markdown as the manual shows it: sanitised HTML, code blocks as pre elements with an optional action each. */
export function ManualContent({ markdown, className, codeAction, renderCheck }: ManualContentProps) {
  const blocks = useMemo(() => manualBlocks(markdown), [markdown]);
  return (
    <div className={className}>
      {blocks.map((block, index) => {
        if (block.kind === 'check') {
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no identity beyond their place in the step
          return renderCheck ? <div key={index}>{renderCheck(block.check, block.markerId)}</div> : null;
        }
        return block.kind === 'html' ? (
          // Sanitised by render.ts: no script, no handler, no style, links to new tabs only.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is DOMPurify's output
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <div key={index} dangerouslySetInnerHTML={{ __html: block.html }} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <div key={index} data-manual-code="">
            <pre>
              <code>{block.text}</code>
            </pre>
            {codeAction?.(block.text)}
          </div>
        );
      })}
    </div>
  );
}
