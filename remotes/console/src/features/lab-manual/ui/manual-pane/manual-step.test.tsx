import { afterEach, describe, expect, it } from '@rstest/core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { allSettled, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { manualOpened } from '../../model';
import { answerBody, checksScope, manualWithChecks } from '../../testing/checks-scope';
import ManualStep from './manual-step';

const STEP_START = '## Start DNS\n\nStart the service.\n\n```powershell\nStart-Service DNS\n```\n\n';
const STEP_END = 'Then go on.\n';
// What the server sends a student (studentsCopy): the check as a marker with its id.
const MARKER = '```check id="1-1"\n```\n\n';

function renderStep(scope: Scope, markdown: string) {
  return render(
    <Provider value={scope}>
      <ManualStep markdown={markdown} step={1} scrollTop={0} onScroll={() => {}} onTypeClicked={() => {}} />
    </Provider>,
  );
}

/** A promise the test settles when it chooses: a check that runs until then. */
function held<T>() {
  let settle: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

describe('<ManualStep> with checks', () => {
  afterEach(cleanup);

  it('shows "Check my work" where the marker stands, with its limit, and nothing of a script or a hint', async () => {
    const { scope } = checksScope();
    await allSettled(manualOpened, { scope });
    const { container } = renderStep(scope, STEP_START + MARKER + STEP_END);
    const button = screen.getByRole('button', { name: 'Check my work' });
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('5 checks in 10 minutes: 5 left').id).toBe(button.getAttribute('aria-describedby'));
    // After the step's text above it and before the text that follows.
    const text = container.textContent ?? '';
    expect(text.indexOf('Start-Service DNS')).toBeLessThan(text.indexOf('Check my work'));
    expect(text.indexOf('Check my work')).toBeLessThan(text.indexOf('Then go on.'));
    expect(container.innerHTML).not.toMatch(/id="1-1"|```/);
  });

  it('runs the check its marker names (the id is read, not counted), and renders nothing for a marker without one', async () => {
    const { scope, runs } = checksScope({ run: async () => answerBody() });
    await allSettled(manualOpened, { scope });
    renderStep(
      scope,
      `${STEP_START}\`\`\`check machine="DC01"\nexit 1\n\`\`\`\n\n\`\`\`check id="1-2"\n\`\`\`\n${STEP_END}`,
    );
    const buttons = screen.getAllByRole('button', { name: 'Check my work' });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0] as HTMLElement);
    await allSettled(scope);
    expect(runs).toEqual(['1-2']);
  });

  it('runs one check at a time, keeps focus on the button, and says the verdict in a live region', async () => {
    const answer = held<unknown>();
    const { scope, runs } = checksScope({ run: () => answer.promise });
    await allSettled(manualOpened, { scope });
    renderStep(scope, manualWithChecks.markdown.split('## Two')[0] ?? '');
    const [first, second] = screen.getAllByRole('button', { name: 'Check my work' });
    if (!first || !second) throw new Error('two checks expected');
    first.focus();
    fireEvent.click(first);
    const busy = screen.getByRole('button', { name: 'Checking…' });
    expect(busy).toBe(first);
    expect(document.activeElement).toBe(first);
    expect(first.getAttribute('aria-disabled')).toBe('true');
    expect(second.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Another check is running: wait for its verdict.').id).toBe(
      second.getAttribute('aria-describedby'),
    );
    fireEvent.click(second);
    expect(runs).toEqual(['1-1']);

    await act(async () => {
      answer.settle(answerBody());
      await allSettled(scope);
    });
    const [status] = screen.getAllByRole('status');
    expect(status?.textContent).toBe('Failed. Start the DNS Server service first.');
    expect(document.activeElement).toBe(first);
    expect(first.getAttribute('aria-disabled')).toBe('false');
    expect(within(first).getByText('Check my work')).toBeTruthy();
    expect(screen.getByText('5 checks in 10 minutes: 4 left')).toBeTruthy();
  });

  it('says when the checks could not be loaded, with Try again, and keeps the step', async () => {
    const { scope } = checksScope({
      checks: async () => {
        throw new Error('offline');
      },
    });
    await allSettled(manualOpened, { scope });
    renderStep(scope, STEP_START + MARKER + STEP_END);
    expect(screen.getByText('Your checks could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByText('Then go on.')).toBeTruthy();
  });
});
