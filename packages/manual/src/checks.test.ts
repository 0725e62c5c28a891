import { describe, expect, it } from '@rstest/core';
import { type CheckMachine, checkShellOf, readChecks, studentsCopy } from './checks';
import { parseManual } from './steps';

const MACHINES: CheckMachine[] = [
  { name: 'DC01 - Domain Controller', guestOs: 'windows' },
  { name: 'WEB01', guestOs: 'linux' },
  { name: 'CLIENT' },
];

const DNS_CHECK =
  '```check machine="DC01 - Domain Controller" timeout=30 hint="Start the DNS Server service first."\n' +
  "if ((Get-Service DNS).Status -ne 'Running') { exit 1 }\n```\n";

describe('readChecks', () => {
  it('reads each check with its step, its id, its attributes and its script', () => {
    const manual = `# Lab\n\nIntro.\n\n## Install DNS\n\nDo it.\n\n${DNS_CHECK}\n## Web\n\n\`\`\`check machine=WEB01 hint='Run "systemctl start nginx".'\ncurl -sf http://localhost/\n\`\`\`\n\n~~~check machine="CLIENT" shell=cmd timeout=120\nping -n 1 dc01\n~~~\n`;
    expect(readChecks(manual, MACHINES)).toEqual({
      problems: [],
      checks: [
        {
          id: '1-1',
          step: 1,
          machine: 'DC01 - Domain Controller',
          timeoutSeconds: 30,
          hint: 'Start the DNS Server service first.',
          shell: null,
          script: "if ((Get-Service DNS).Status -ne 'Running') { exit 1 }",
        },
        {
          id: '2-1',
          step: 2,
          machine: 'WEB01',
          timeoutSeconds: 30,
          hint: 'Run "systemctl start nginx".',
          shell: null,
          script: 'curl -sf http://localhost/',
        },
        {
          id: '2-2',
          step: 2,
          machine: 'CLIENT',
          timeoutSeconds: 120,
          hint: '',
          shell: 'cmd',
          script: 'ping -n 1 dc01',
        },
      ],
    });
  });

  it('finds no check in a manual without one, nor in an ordinary code block or one whose language only starts with check', () => {
    const manual = '## One\n\n```sh\necho check\n```\n\n```checkout\nx\n```\n\n    check machine="X"\n';
    expect(readChecks(manual, MACHINES)).toEqual({ checks: [], problems: [] });
  });

  const PROBLEMS = {
    'a machine the course does not have': [
      '## a\n\n## b\n\n## c\n\n```check machine="DC02"\nexit 0\n```\n',
      "Step 3: the check names 'DC02', which this course does not have.",
    ],
    'a timeout over 120 seconds': [
      '## a\n\n## b\n\n```check machine=WEB01 timeout=300\ntrue\n```\n',
      'Step 2: timeout=300 is over 120 seconds.',
    ],
    'a timeout that is no number': [
      '## a\n\n```check machine=WEB01 timeout=1.5\ntrue\n```\n',
      'Step 1: timeout=1.5 is not a number of seconds: write a whole number from 1 to 120.',
    ],
    'a zero timeout': [
      '## a\n\n```check machine=WEB01 timeout=0\ntrue\n```\n',
      'Step 1: timeout=0 is not a number of seconds: write a whole number from 1 to 120.',
    ],
    'no machine': [
      '## a\n\n```check timeout=10\ntrue\n```\n',
      'Step 1: a check needs the machine it runs on: machine="<a machine of the course>".',
    ],
    'an unclosed quote': [
      '## a\n\n```check machine="WEB01 hint="x"\ntrue\n```\n',
      'Step 1: a check cannot be read from "x"": write each attribute as name="value", separated by spaces.',
    ],
    'a word that is no attribute': [
      '## a\n\n```check machine=WEB01 quickly\ntrue\n```\n',
      'Step 1: a check cannot be read from "quickly": write each attribute as name="value", separated by spaces.',
    ],
    'an attribute set twice': [
      '## a\n\n```check machine=WEB01 machine=CLIENT\ntrue\n```\n',
      'Step 1: a check sets machine twice.',
    ],
    'an unknown attribute': [
      '## a\n\n```check machine=WEB01 retries=3\ntrue\n```\n',
      'Step 1: a check has an attribute "retries", which checks do not have (they have machine, timeout, hint and shell).',
    ],
    'a shell other than cmd': [
      '## a\n\n```check machine=WEB01 shell=bash\ntrue\n```\n',
      'Step 1: shell="bash" is not one a check can choose: only shell="cmd" (Windows); PowerShell (Windows) and sh (Linux) need no attribute.',
    ],
    'cmd on a Linux machine': [
      '## a\n\n```check machine=WEB01 shell="cmd"\ntrue\n```\n',
      `Step 1: shell="cmd" is for Windows, and 'WEB01' runs Linux (sh).`,
    ],
    'an empty script': ['## a\n\n```check machine=WEB01\n  \n```\n', "Step 1: the check on 'WEB01' has no script."],
    'a check before the first step': [
      `# Lab\n\n${DNS_CHECK}\n## a\n`,
      'A check before the first step belongs to no step: move it under a step (## Title).',
    ],
    'a malformed check before the first step': [
      '```check\ntrue\n```\n\n## a\n',
      'Before the first step: a check needs the machine it runs on: machine="<a machine of the course>".',
    ],
    'a check inside a list': [
      '## a\n\n## b\n\n- Then:\n\n  ```check machine=WEB01\n  true\n  ```\n',
      'Step 2: a check must be a block of its own, not inside a list or a quote: move it out.',
    ],
    'a check inside a quote': [
      '## a\n\n> ```check machine=WEB01\n> true\n> ```\n',
      'Step 1: a check must be a block of its own, not inside a list or a quote: move it out.',
    ],
  } satisfies Record<string, [markdown: string, problem: string]>;

  for (const [name, [markdown, problem]] of Object.entries(PROBLEMS)) {
    it(`says what is wrong with ${name}, naming the step`, () => {
      const read = readChecks(markdown, MACHINES);
      expect(read.problems).toEqual([problem]);
      expect(read.checks).toEqual([]);
    });
  }

  it('lists every problem, and keeps the checks that can run', () => {
    const manual = `## a\n\n${DNS_CHECK}\n\`\`\`check machine=X\ntrue\n\`\`\`\n\n## b\n\n\`\`\`check machine=WEB01 timeout=121\ntrue\n\`\`\`\n`;
    const read = readChecks(manual, MACHINES);
    expect(read.checks.map((check) => check.id)).toEqual(['1-1']);
    expect(read.problems).toEqual([
      "Step 1: the check names 'X', which this course does not have.",
      'Step 2: timeout=121 is over 120 seconds.',
    ]);
  });

  it('checks no machine name when given no machines (a preview before the folder is read)', () => {
    expect(readChecks('## a\n\n```check machine=ANY\ntrue\n```\n').checks.map((check) => check.machine)).toEqual([
      'ANY',
    ]);
  });
});

describe('checkShellOf', () => {
  it('is PowerShell on Windows, sh on Linux, cmd when asked, and unknown when the family is', () => {
    expect(checkShellOf(null, 'windows')).toBe('powershell');
    expect(checkShellOf(null, 'linux')).toBe('sh');
    expect(checkShellOf('cmd', 'windows')).toBe('cmd');
    expect(checkShellOf(null, undefined)).toBeUndefined();
  });
});

describe('studentsCopy', () => {
  it('keeps a manual without checks exactly as it is', () => {
    const manual = '# Lab\n\r\nIntro [x][a].\n\n[a]: /x\n\n## One\n\n```sh\necho hi\n```\n\n    indented\n';
    expect(studentsCopy(manual)).toBe(manual);
  });

  it('leaves each check as a marker with its id: no script, no hint, no other attribute', () => {
    const manual = `# Lab\n\n[a]: /x\n\n## One\n\nText [x][a].\n\n${DNS_CHECK}\nAfter.\n\n## Two\n\n~~~check machine=WEB01 hint="Secret hint"\ncat /etc/secret\n~~~\n\n\`\`\`check machine=WEB01\nexit 0\n\`\`\``;
    const copy = studentsCopy(manual);
    expect(copy).toBe(
      '# Lab\n\n[a]: /x\n\n## One\n\nText [x][a].\n\n```check id="1-1"\n```\n\nAfter.\n\n## Two\n\n```check id="2-1"\n```\n\n```check id="2-2"\n```',
    );
    for (const secret of ['Get-Service', 'DNS Server', 'Secret hint', 'cat /etc/secret', 'machine', 'timeout']) {
      expect(copy).not.toContain(secret);
    }
    // The steps read as they did.
    expect(parseManual(copy).steps.map((step) => step.title)).toEqual(['One', 'Two']);
  });

  it('leaves out a list or a quote that holds a check (a save refuses it; an older version may have one)', () => {
    const manual = '## One\n\nKeep.\n\n- Then:\n\n  ```check machine=WEB01\n  cat /etc/secret\n  ```\n\nAlso kept.\n';
    expect(studentsCopy(manual)).toBe('## One\n\nKeep.\n\n\n\nAlso kept.\n');
  });
});
