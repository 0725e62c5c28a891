import type { CheckMachine } from '@academy/manual/checks';
import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import {
  $checkProblems,
  type ManualCheckSource,
  manualCheckSourceChanged,
  readCheckProblemsFx,
} from './check-problems';
import { manualFormClosed, manualFormOpened } from './model';

const DC01: CheckMachine = { name: 'DC01', guestOs: 'windows' };
const ROUTER: CheckMachine = { name: 'router', guestOs: 'linux' };

function manualWithCheck(attributes: string): string {
  return `## Install DNS\n\n\`\`\`check ${attributes}\nGet-Service DNS\n\`\`\`\n`;
}

const PROBLEMS_OF = {
  'a check on a machine of the course': [manualWithCheck('machine="DC01"'), [DC01], []],
  'a check on a machine the course does not have': [
    manualWithCheck('machine="DC02"'),
    [DC01],
    ["Step 1: the check names 'DC02', which this course does not have."],
  ],
  'a check on a machine not chosen yet': [
    manualWithCheck('machine="DC01"'),
    [],
    ["Step 1: the check names 'DC01', which this course does not have."],
  ],
  'cmd on a Linux guest': [
    manualWithCheck('machine="router" shell="cmd"'),
    [ROUTER],
    [`Step 1: shell="cmd" is for Windows, and 'router' runs Linux (sh).`],
  ],
  'a time-out over two minutes': [
    manualWithCheck('machine="DC01" timeout=500'),
    [DC01],
    ['Step 1: timeout=500 is over 120 seconds.'],
  ],
  'a check before the first step': [
    '```check machine="DC01"\nexit 0\n```\n',
    [DC01],
    ['A check before the first step belongs to no step: move it under a step (## Title).'],
  ],
  'no manual': ['  \n', [], []],
} satisfies Record<string, [string, CheckMachine[], string[]]>;

describe('the manual check problems', () => {
  it.each(Object.entries(PROBLEMS_OF))('%s', async (_, [markdown, machines, problems]) => {
    const scope = fork();
    await allSettled(manualCheckSourceChanged, { scope, params: { markdown, machines } });
    expect(scope.getState($checkProblems)).toEqual(problems);
  });

  it('a slower read of older text does not replace the problems of what was typed since', async () => {
    const pending: Array<() => void> = [];
    const scope = fork({
      handlers: [
        [
          readCheckProblemsFx,
          ({ markdown }: ManualCheckSource) =>
            new Promise<string[]>((resolve) => pending.push(() => resolve([`problems of ${markdown}`]))),
        ],
      ],
    });
    const first = allSettled(manualCheckSourceChanged, { scope, params: { markdown: 'older', machines: [] } });
    const second = allSettled(manualCheckSourceChanged, { scope, params: { markdown: 'newer', machines: [] } });
    pending[1]?.();
    pending[0]?.();
    await Promise.all([first, second]);
    expect(scope.getState($checkProblems)).toEqual(['problems of newer']);
  });

  it('a manual emptied says no problem, and a form opened or closed starts with none', async () => {
    const scope = fork();
    const broken = { markdown: manualWithCheck('machine="DC02"'), machines: [DC01] };
    await allSettled(manualCheckSourceChanged, { scope, params: broken });
    expect(scope.getState($checkProblems)).toHaveLength(1);
    await allSettled(manualCheckSourceChanged, { scope, params: { markdown: '', machines: [DC01] } });
    expect(scope.getState($checkProblems)).toEqual([]);

    await allSettled(manualCheckSourceChanged, { scope, params: broken });
    await allSettled(manualFormClosed, { scope });
    expect(scope.getState($checkProblems)).toEqual([]);
    await allSettled(manualCheckSourceChanged, { scope, params: broken });
    await allSettled(manualFormOpened, { scope, params: null });
    expect(scope.getState($checkProblems)).toEqual([]);
  });
});
