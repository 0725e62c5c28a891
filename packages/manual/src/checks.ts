import type { GuestOs } from '@academy/api';
import type { Token, Tokens } from 'marked';
import { infoStringOf, isCheckInfo, readCheckAttributes } from './check-line';
import { lexManual, lexReadableManual } from './lexer';
import { isStepHeading } from './steps';

export const CHECK_DEFAULT_TIMEOUT_SECONDS = 30;
export const CHECK_MAX_TIMEOUT_SECONDS = 120;

/** What a check's script runs with: sh on Linux, PowerShell on Windows unless the check asks for cmd. */
export type CheckShell = 'sh' | 'powershell' | 'cmd';

export const CHECK_SHELL_NAMES = { sh: 'sh', powershell: 'PowerShell', cmd: 'cmd' } satisfies Record<
  CheckShell,
  string
>;

/** A check as written: `shell` is null unless the author chose cmd (the guest's family decides otherwise). */
export interface CheckFields {
  machine: string;
  timeoutSeconds: number;
  hint: string;
  shell: 'cmd' | null;
  script: string;
}

/** A check of a manual: its step (1-based) and its id, `<step>-<its order in the step>`, stable while both are. */
export interface ManualCheck extends CheckFields {
  id: string;
  step: number;
}

/** A course machine a check may name, with its guest's family when the hypervisor says it. */
export interface CheckMachine {
  name: string;
  guestOs?: GuestOs;
}

/** The interpreter of a check on a guest of `guestOs`; undefined when the family is not known. */
export function checkShellOf(shell: CheckFields['shell'], guestOs: GuestOs | undefined): CheckShell | undefined {
  if (shell === 'cmd') return 'cmd';
  if (guestOs === undefined) return undefined;
  return guestOs === 'windows' ? 'powershell' : 'sh';
}

const ATTRIBUTE_NAMES = ['machine', 'timeout', 'hint', 'shell'];

export type ReadCheck = { ok: true; check: CheckFields } | { ok: false; problem: string };

/**
 * One check block (its raw Markdown and its text), as written: what it says, or why it cannot run (phrased to follow
 * "a check", "Step 2: a check …", or to stand alone after the step).
 */
export function readCheckBlock(raw: string, script: string): ReadCheck {
  const read = readCheckAttributes(infoStringOf(raw) ?? '');
  if (!read.ok) return { ok: false, problem: `a check ${read.problem}` };
  const { attributes } = read;
  const unknown = [...attributes.keys()].find((name) => !ATTRIBUTE_NAMES.includes(name));
  if (unknown !== undefined) {
    return {
      ok: false,
      problem: `a check has an attribute "${unknown}", which checks do not have (they have machine, timeout, hint and shell).`,
    };
  }
  const machine = attributes.get('machine')?.trim() ?? '';
  if (machine === '') {
    return { ok: false, problem: 'a check needs the machine it runs on: machine="<a machine of the course>".' };
  }
  const timeout = attributes.get('timeout');
  let timeoutSeconds = CHECK_DEFAULT_TIMEOUT_SECONDS;
  if (timeout !== undefined) {
    if (!/^\d{1,6}$/.test(timeout) || Number(timeout) < 1) {
      return {
        ok: false,
        problem: `timeout=${timeout} is not a number of seconds: write a whole number from 1 to ${CHECK_MAX_TIMEOUT_SECONDS}.`,
      };
    }
    timeoutSeconds = Number(timeout);
    if (timeoutSeconds > CHECK_MAX_TIMEOUT_SECONDS) {
      return { ok: false, problem: `timeout=${timeout} is over ${CHECK_MAX_TIMEOUT_SECONDS} seconds.` };
    }
  }
  const shell = attributes.get('shell');
  if (shell !== undefined && shell !== 'cmd') {
    return {
      ok: false,
      problem: `shell="${shell}" is not one a check can choose: only shell="cmd" (Windows); PowerShell (Windows) and sh (Linux) need no attribute.`,
    };
  }
  if (script.trim() === '') return { ok: false, problem: `the check on '${machine}' has no script.` };
  return {
    ok: true,
    check: { machine, timeoutSeconds, hint: attributes.get('hint') ?? '', shell: shell ?? null, script },
  };
}

/** Whether a token is a fenced code block that opens a check. */
export function isCheckToken(token: Token): token is Tokens.Code {
  return token.type === 'code' && isCheckInfo(infoStringOf(token.raw));
}

/** Whether a block (a list, a quote) holds a check somewhere inside. */
function holdsCheck(token: Token): boolean {
  const inner = [
    ...('tokens' in token && Array.isArray(token.tokens) ? token.tokens : []),
    ...(token.type === 'list' ? (token as Tokens.List).items : []),
  ];
  return inner.some((child) => isCheckToken(child) || holdsCheck(child));
}

export interface ManualChecks {
  checks: ManualCheck[];
  /** What a course author must fix, each naming its step; empty when every check can run. */
  problems: string[];
}

function stepPrefix(step: number): string {
  return step === 0 ? 'Before the first step: ' : `Step ${step}: `;
}

/**
 * The checks of a manual, each with its step and id, and the problems that keep it from being saved: a check that
 * cannot be read, one before the first step or inside a list or a quote, one naming a machine that is not among
 * `machines` (when given: the course's), cmd on a Linux guest.
 */
export function readChecks(markdown: string, machines?: readonly CheckMachine[]): ManualChecks {
  const lexed = lexManual(markdown);
  if (!lexed.readable) return { checks: [], problems: [lexed.problem] };
  const result: ManualChecks = { checks: [], problems: [] };
  let step = 0;
  let order = 0;
  for (const token of lexed.tokens) {
    if (isStepHeading(token)) {
      step += 1;
      order = 0;
      continue;
    }
    if (!isCheckToken(token)) {
      if (holdsCheck(token)) {
        result.problems.push(
          `${stepPrefix(step)}a check must be a block of its own, not inside a list or a quote: move it out.`,
        );
      }
      continue;
    }
    order += 1;
    const read = readCheckBlock(token.raw, token.text);
    if (!read.ok) {
      result.problems.push(`${stepPrefix(step)}${read.problem}`);
      continue;
    }
    if (step === 0) {
      result.problems.push('A check before the first step belongs to no step: move it under a step (## Title).');
      continue;
    }
    const { check } = read;
    const machine = machines?.find((candidate) => candidate.name === check.machine);
    if (machines && !machine) {
      result.problems.push(`Step ${step}: the check names '${check.machine}', which this course does not have.`);
      continue;
    }
    if (check.shell === 'cmd' && machine?.guestOs === 'linux') {
      result.problems.push(`Step ${step}: shell="cmd" is for Windows, and '${check.machine}' runs Linux (sh).`);
      continue;
    }
    result.checks.push({ id: `${step}-${order}`, step, ...check });
  }
  return result;
}

/** A check's place in the students' copy: its id alone, no script, no hint. */
export function checkMarker(id: string): string {
  return `\`\`\`check id="${id}"\n\`\`\``;
}

/** The id a students' copy's marker carries (`checkMarker`); undefined for a check as its author wrote it. */
export function checkMarkerId(raw: string): string | undefined {
  const read = readCheckAttributes(infoStringOf(raw) ?? '');
  if (!read.ok || read.attributes.size !== 1) return undefined;
  return read.attributes.get('id');
}

/**
 * The manual as its students receive it: each check's script and hint (and the rest of its line) removed, the block
 * kept as a marker with its id (where the step's "Check my work" goes); a list or a quote holding a check (which a
 * save refuses, but an older version may have) is left out whole. A manual without checks comes back as it is.
 * Throws for a manual the bounded reader refuses, as the renderer does.
 */
export function studentsCopy(markdown: string): string {
  const tokens = lexReadableManual(markdown);
  if (!tokens.some((token) => isCheckToken(token) || holdsCheck(token))) return markdown;
  let copy = '';
  let step = 0;
  let order = 0;
  for (const token of tokens) {
    if (isStepHeading(token)) {
      step += 1;
      order = 0;
    }
    if (isCheckToken(token)) {
      order += 1;
      copy += checkMarker(`${step}-${order}`) + (/\n*$/.exec(token.raw)?.[0] ?? '');
    } else if (!holdsCheck(token)) copy += token.raw;
  }
  return copy;
}
