import { describe, expect, it } from '@rstest/core';
import { isOwnOriginSource, manualBlocks, renderManualHtml, shownHeadingLevel } from './render';

// The sanitiser's own cases (a hostile manual, links) need a real browser: happy-dom's tree walker skips nodes
// DOMPurify must visit, so a test here would prove nothing about one.

describe('manualBlocks', () => {
  it('keeps code blocks apart, in order, with their exact text', () => {
    const blocks = manualBlocks('## Run\n\nFirst:\n\n```sh\necho "a <b>"\n```\n\nThen `x`.\n\n    indented\n');
    expect(blocks.map((block) => block.kind)).toEqual(['html', 'code', 'html', 'code']);
    expect(blocks[1]).toEqual({ kind: 'code', text: 'echo "a <b>"', language: 'sh' });
    expect(blocks[3]).toEqual({ kind: 'code', text: 'indented', language: '' });
  });

  it("keeps a check apart as what it says (or why it cannot run), never as code to type; a marker's id read", () => {
    const blocks = manualBlocks(
      '## Run\n\n```check machine=WEB01 hint="Start it."\nexit 1\n```\n\n```check id="1-1"\n```\n',
    );
    expect(blocks.map((block) => block.kind)).toEqual(['html', 'check', 'html', 'check']);
    expect(blocks.filter((block) => block.kind === 'check')).toEqual([
      {
        kind: 'check',
        check: {
          ok: true,
          check: { machine: 'WEB01', timeoutSeconds: 30, hint: 'Start it.', shell: null, script: 'exit 1' },
        },
        markerId: undefined,
      },
      { kind: 'check', check: { ok: false, problem: expect.stringContaining('"id"') }, markerId: '1-1' },
    ]);
  });
});

describe('headings', () => {
  it('go one level down, under the page heading the manual sits beneath, and no deeper than h6', () => {
    expect([1, 2, 3, 5, 6].map(shownHeadingLevel)).toEqual([2, 3, 4, 6, 6]);
    // happy-dom drops the first element before DOMPurify sees it (see above): the paragraph goes first.
    const html = renderManualHtml('Intro.\n\n# Lab\n\n## Sign in\n\nText.\n');
    expect(html).toContain('<h2>Lab</h2>');
    expect(html).toContain('<h3>Sign in</h3>');
    expect(html).not.toContain('<h1>');
  });
});

describe('isOwnOriginSource', () => {
  it('is true for a relative path or the same origin, false for another site, a scheme-relative one, or data', () => {
    const page = 'https://academy.test/view';
    expect(isOwnOriginSource('/img/a.png', page)).toBe(true);
    expect(isOwnOriginSource('img/a.png', page)).toBe(true);
    expect(isOwnOriginSource('https://academy.test/img/a.png', page)).toBe(true);
    expect(isOwnOriginSource('https://evil.test/img/a.png', page)).toBe(false);
    expect(isOwnOriginSource('//evil.test/a.png', page)).toBe(false);
    expect(isOwnOriginSource('data:image/png;base64,AAAA', page)).toBe(false);
    expect(isOwnOriginSource('http://[', page)).toBe(false);
  });
});
