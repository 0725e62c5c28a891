import type { HelpRequestState, PowerStateResponse, RevertResponse, StudentLoginResponse } from '@academy/api';
import type { PowerCommand } from '@academy/power-rules';
import { notFound } from '../../domain/errors';
import { HAND_DOWN, HELP_QUEUE_CHANGED, helpStateOf } from '../../domain/help-queue';
import type { LabJobs } from '../../domain/lab-jobs';
import { labMachinesInOrder } from '../../domain/lab-machines';
import { courseTemplates, type LabPlan } from '../../domain/lab-plan';
import { type IssuedTicket, issueConsoleTicket, runPowerCommand } from '../../domain/machine-commands';
import type { Clock } from '../../domain/ports/clock';
import type { ConsoleGateway } from '../../domain/ports/console';
import type { ClassEvents } from '../../domain/ports/events';
import type { Hypervisor, HypervisorMachine } from '../../domain/ports/hypervisor';
import type { Storage } from '../../domain/ports/storage';
import type { StudentContext } from '../../domain/student-auth';
import { toLabMachine, toTrainingClass } from '../../domain/views';

/** What a signed-in student can do with their own lab (spec §7, student calls). */
export interface LabService {
  login(student: StudentContext): Promise<StudentLoginResponse>;
  powerState(student: StudentContext, vm: string): Promise<PowerStateResponse>;
  /** Answers once the transition has completed, with the settled state. */
  command(student: StudentContext, vm: string, command: PowerCommand): Promise<PowerStateResponse>;
  ticket(student: StudentContext, vm: string): Promise<IssuedTicket>;
  revert(student: StudentContext): Promise<RevertResponse>;
  /** The student's raised hand: when, their place in the class's queue, who is coming. */
  help(student: StudentContext): Promise<HelpRequestState>;
  /** Raises or lowers the student's hand. */
  setHelp(student: StudentContext, raised: boolean): Promise<HelpRequestState>;
}

export function createLabService(deps: {
  storage: Pick<Storage, 'courses' | 'helpRequests' | 'labMachines'>;
  hypervisor: Hypervisor;
  jobs: LabJobs;
  clock: Clock;
  consoles: ConsoleGateway;
  events: ClassEvents;
  /** LAB_GRACE_MINUTES in ms: how long after a class's end its labs stay. */
  graceMs: number;
}): LabService {
  const { storage, hypervisor, jobs, clock, consoles, events, graceMs } = deps;

  function changed(student: StudentContext, reason: 'power' | 'revert' | 'hand'): void {
    events.publish(student.trainingClass.id, { email: student.email, reason });
  }

  async function planOf(student: StudentContext): Promise<LabPlan> {
    const course = await storage.courses.get(student.trainingClass.courseId);
    return { labId: student.labId, templates: courseTemplates(course, await hypervisor.templateFolders()) };
  }

  /**
   * While a provisioning or revert runs, its next machine is due when the lab's running step completes; between
   * two steps it is due at once (the client waits its own minimum).
   */
  async function nextMachineDueInMs(labId: string): Promise<number | null> {
    if (!jobs.isRunning(labId)) return null;
    // null (the hypervisor cannot tell) leaves the client to its own poll interval.
    return hypervisor.nextStepInMs(labId);
  }

  async function labView(student: StudentContext): Promise<RevertResponse> {
    const plan = await planOf(student);
    const machines = await labMachinesInOrder(hypervisor, storage.labMachines, student.labId);
    return {
      vms: machines.map(toLabMachine),
      expectedVmCount: plan.templates.length,
      nextMachineDueInMs: await nextMachineDueInMs(student.labId),
    };
  }

  /** Another lab's machine answers exactly like a machine that does not exist. */
  async function ownMachine(student: StudentContext, vm: string): Promise<HypervisorMachine> {
    const machine = await hypervisor.machine(vm);
    if (!machine || machine.labId !== student.labId) throw notFound(`There is no machine ${vm} in your lab.`);
    return machine;
  }

  return {
    async login(student) {
      const trainingClass = toTrainingClass(student.trainingClass, clock.now(), graceMs);
      const help = await this.help(student);
      // A student sees their own username only, not the whole class roster.
      return {
        trainingClass: { ...trainingClass, emails: [student.email] },
        ...(await labView(student)),
        helpRequestedAt: help.helpRequestedAt,
      };
    },

    async powerState(student, vm) {
      const machine = await ownMachine(student, vm);
      return { vm: machine.vm, powerState: machine.powerState };
    },

    async command(student, vm, command) {
      const machine = await ownMachine(student, vm);
      return runPowerCommand(hypervisor, machine, command, () => changed(student, 'power'));
    },

    async ticket(student, vm) {
      return issueConsoleTicket(consoles, await ownMachine(student, vm));
    },

    async revert(student) {
      const plan = await planOf(student);
      await jobs.revert(plan);
      changed(student, 'revert');
      return labView(student);
    },

    async help(student) {
      return helpStateOf(await storage.helpRequests.listByClass(student.trainingClass.id), student.email);
    },

    async setHelp(student, raised) {
      const classId = student.trainingClass.id;
      if (raised) await storage.helpRequests.raise(classId, student.email, clock.now());
      else await storage.helpRequests.lower(classId, student.email);
      changed(student, 'hand');
      events.tell(classId, HELP_QUEUE_CHANGED);
      return raised ? this.help(student) : HAND_DOWN;
    },
  };
}
