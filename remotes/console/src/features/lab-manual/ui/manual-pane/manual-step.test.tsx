import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, render } from '@testing-library/react';
import ManualStep from './manual-step';

const STEP_START = '## Start DNS\n\nStart the service.\n\n```powershell\nStart-Service DNS\n```\n\n';
const STEP_END = 'Then go on.\n';
const CHECK =
  '```check machine="DC01" hint="Start the DNS Server service first."\n' +
  "if ((Get-Service DNS).Status -ne 'Running') { exit 1 }\n```\n\n";
// What the server sends a student (studentsCopy): the check as a marker with its id.
const MARKER = '```check id="1-1"\n```\n\n';

/** The step's rendered blocks that show something (a space between two blocks renders an empty one, as before). */
function shownBlocks(markdown: string): string[] {
  const { container } = render(
    <ManualStep markdown={markdown} step={1} scrollTop={0} onScroll={() => {}} onTypeClicked={() => {}} />,
  );
  const blocks = [...container.querySelectorAll('section > div > *')].filter((block) => block.innerHTML !== '');
  const html = blocks.map((block) => block.outerHTML);
  cleanup();
  return html;
}

describe('<ManualStep> with a check', () => {
  afterEach(cleanup);

  it('shows nothing of a check, whole or as the marker students get: no script, no hint, no box, no button', () => {
    const withoutCheck = shownBlocks(STEP_START + STEP_END);
    expect(withoutCheck.join('')).toContain('Then go on.');
    for (const block of [CHECK, MARKER]) {
      const shown = shownBlocks(STEP_START + block + STEP_END);
      expect(shown).toEqual(withoutCheck);
      expect(shown.join('')).not.toMatch(/Get-Service|DNS Server service|check|id="1-1"/);
    }
  });
});
