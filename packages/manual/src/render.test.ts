import { describe, expect, it } from '@rstest/core';
import { manualBlocks } from './render';

// The sanitiser's own cases (a hostile manual, links) need a real browser: happy-dom's tree walker skips nodes
// DOMPurify must visit, so a test here would prove nothing about one.

describe('manualBlocks', () => {
  it('keeps code blocks apart, in order, with their exact text', () => {
    const blocks = manualBlocks('## Run\n\nFirst:\n\n```sh\necho "a <b>"\n```\n\nThen `x`.\n\n    indented\n');
    expect(blocks.map((block) => block.kind)).toEqual(['html', 'code', 'html', 'code']);
    expect(blocks[1]).toEqual({ kind: 'code', text: 'echo "a <b>"', language: 'sh' });
    expect(blocks[3]).toEqual({ kind: 'code', text: 'indented', language: '' });
  });
});
