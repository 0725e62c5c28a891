import {
  POWER_COMMANDS,
  type PowerCommand,
  type PowerStateResponse,
  type RevertResponse,
  type StudentLoginResponse,
} from '@academy/contracts';
import { conflict, invalid, notFound } from './errors';
import type { LabJobs } from './lab-jobs';
import { courseTemplates, type LabPlan } from './lab-plan';
import type { Clock, ConsoleTickets, Hypervisor, HypervisorMachine, Storage } from './ports';
import { planPowerCommand } from './power';
import type { StudentContext } from './student-auth';
import { toLabMachine, toTrainingClass } from './views';

export interface IssuedTicket {
  vm: string;
  token: string;
  expiresAt: Date;
}

/** What a signed-in student can do with their own lab (spec §7, student calls). */
export interface LabService {
  login(student: StudentContext): Promise<StudentLoginResponse>;
  powerState(student: StudentContext, vm: string): Promise<PowerStateResponse>;
  /** Answers once the transition has completed, with the settled state. */
  command(student: StudentContext, vm: string, command: string): Promise<PowerStateResponse>;
  ticket(student: StudentContext, vm: string): Promise<IssuedTicket>;
  revert(student: StudentContext): Promise<RevertResponse>;
}

function isPowerCommand(command: string): command is PowerCommand {
  return (POWER_COMMANDS as readonly string[]).includes(command);
}

export function createLabService(deps: {
  storage: Storage;
  hypervisor: Hypervisor;
  jobs: LabJobs;
  clock: Clock;
  tickets: ConsoleTickets;
}): LabService {
  const { storage, hypervisor, jobs, clock, tickets } = deps;

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
    return (await hypervisor.nextStepInMs(labId)) ?? 0;
  }

  async function labView(student: StudentContext): Promise<RevertResponse> {
    const plan = await planOf(student);
    const machines = await hypervisor.labMachines(student.labId);
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
      const trainingClass = toTrainingClass(student.trainingClass, clock.now());
      // A student sees their own username only, not the whole class roster.
      return { trainingClass: { ...trainingClass, emails: [student.email] }, ...(await labView(student)) };
    },

    async powerState(student, vm) {
      const machine = await ownMachine(student, vm);
      return { vm: machine.vm, powerState: machine.powerState };
    },

    async command(student, vm, command) {
      if (!isPowerCommand(command)) {
        throw invalid(`Unknown command "${command}". Commands are ${POWER_COMMANDS.join(', ')}.`);
      }
      const machine = await ownMachine(student, vm);
      const plan = planPowerCommand(machine, command);
      if (plan.kind === 'refuse') throw conflict(plan.message);
      if (plan.kind === 'read') return { vm: machine.vm, powerState: machine.powerState };
      const powerState = await hypervisor.runOperation(machine.vm, plan.operation, machine.powerState);
      return { vm: machine.vm, powerState };
    },

    async ticket(student, vm) {
      const machine = await ownMachine(student, vm);
      if (machine.powerState !== 'POWERED_ON') {
        throw conflict(`Machine is in ${machine.powerState} state. Start it to open its console.`);
      }
      const ticket = await tickets.issueTicket({ vm: machine.vm, name: machine.name, labId: machine.labId });
      return { vm: machine.vm, ...ticket };
    },

    async revert(student) {
      const plan = await planOf(student);
      await jobs.revert(plan);
      return labView(student);
    },
  };
}
