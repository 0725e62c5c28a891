import type { ManualCheck } from '@academy/manual/checks';
import { checkShellOf } from '@academy/manual/checks';
import { GuestScriptError, type GuestScriptFailure } from '../../domain/ports/guest-scripts';
import { type Hypervisor, HypervisorError, type TemplateMachine } from '../../domain/ports/hypervisor';
import type { Storage } from '../../domain/ports/storage';
import type { GuestAccountService } from '../guest-accounts';
import { keptOutput } from './check-output';

/** What one run of a check came to: the verdict, and what is kept of it. */
export type CheckRun = { durationMs: number } & (
  | { verdict: 'passed' }
  | { verdict: 'failed'; output: string; outputCut: boolean }
  | { verdict: 'could-not-run'; reason: string }
);

/** "DC01 - Domain Controller" → "DC01": the machine as a student calls it. */
export function shortNameOf(machine: string): string {
  return machine.split(' - ')[0]?.trim() || machine;
}

/** Why a check could not run, in plain words for the student (the instructor's setting is not theirs to fix). */
const REASONS: Record<GuestScriptFailure, (name: string) => string> = {
  'machine-off': (name) => `${name} is off: start it, then check again.`,
  'tools-not-running': (name) => `VMware Tools is not running on ${name}.`,
  'login-refused': (name) => `The guest account for ${name} was refused: tell your instructor.`,
  'script-too-large': (name) => `The check on ${name} is too large to run (at most 1 MiB): tell your instructor.`,
  'wrong-shell': (name) => `The check on ${name} is written for another system: tell your instructor.`,
};

/**
 * Runs one check of the manual in a student's own lab machine: the one cloned from the check's course machine, as the
 * course machine's guest account, with the check's time-out and shell. Exit 0 passes; any other exit, or the time-out,
 * fails; anything that keeps the script from running is said in plain words. Never throws for the guest's doing.
 */
export function createCheckRunner(deps: {
  hypervisor: Hypervisor;
  storage: Pick<Storage, 'courses' | 'labMachines'>;
  accounts: Pick<GuestAccountService, 'credentials'>;
}) {
  const { hypervisor, storage, accounts } = deps;

  async function courseMachineOf(courseId: string, machine: string): Promise<TemplateMachine | undefined> {
    const course = await storage.courses.get(courseId);
    if (!course) return undefined;
    const folder = (await hypervisor.templateFolders()).find((candidate) => candidate.folder === course.folder);
    return folder?.vms.find((template) => template.name === machine && course.vms.includes(template.vm));
  }

  return async function runCheck(
    lab: { courseId: string; labId: string },
    check: ManualCheck,
    signal?: AbortSignal,
  ): Promise<CheckRun> {
    const started = performance.now();
    const name = shortNameOf(check.machine);
    const couldNotRun = (reason: string): CheckRun => ({
      verdict: 'could-not-run',
      reason,
      durationMs: Math.round(performance.now() - started),
    });
    try {
      const template = await courseMachineOf(lab.courseId, check.machine);
      if (!template) return couldNotRun(`The course no longer has ${name}: tell your instructor.`);
      const labMachine = (await storage.labMachines.list(lab.labId)).find((vm) => vm.templateVm === template.vm);
      if (!labMachine) return couldNotRun(`${name} is not in your lab yet: wait until it is ready, then check again.`);
      const account = await accounts.credentials(lab.courseId, template.vm);
      if (!account.ok) return couldNotRun(`${name} has no guest account to check with: tell your instructor.`);
      const shell = checkShellOf(check.shell, template.guestOs) ?? 'sh';
      const result = await hypervisor.runGuestScript(labMachine.vm, {
        account: { username: account.username, password: account.password },
        script: check.script,
        shell,
        timeoutMs: check.timeoutSeconds * 1000,
        signal,
      });
      const durationMs = Math.round(performance.now() - started);
      if (result.exitCode === 0 && !result.timedOut) return { verdict: 'passed', durationMs };
      const said = result.timedOut
        ? `${result.output}\n[stopped at its time-out, ${check.timeoutSeconds} s]`
        : result.output;
      return { verdict: 'failed', durationMs, ...keptOutput(said, result.outputCut) };
    } catch (error) {
      if (error instanceof GuestScriptError) return couldNotRun(REASONS[error.failure](name));
      if (error instanceof HypervisorError && error.failure === 'not-found') {
        return couldNotRun(`${name} is no longer in your lab: tell your instructor.`);
      }
      if (error instanceof HypervisorError) {
        return couldNotRun(`The lab's hypervisor did not answer the check on ${name}: try again in a minute.`);
      }
      throw error;
    }
  };
}

export type RunCheck = ReturnType<typeof createCheckRunner>;
