import type { HelpRequestState, PowerStateResponse, StudentLab } from '@academy/api';
import type { PowerCommand } from '@academy/power-rules';
import { classStatus, labIdOf, labOwner } from '../../domain/class-schedule';
import { conflict, notFound } from '../../domain/errors';
import { HAND_DOWN, HELP_QUEUE_CHANGED, helpStateOf } from '../../domain/help-queue';
import { idleStateOf } from '../../domain/idle-rules';
import type { LabJobs } from '../../domain/lab-jobs';
import { labMachinesInOrder } from '../../domain/lab-machines';
import { courseTemplates } from '../../domain/lab-plan';
import { type IssuedTicket, issueConsoleTicket, runPowerCommand } from '../../domain/machine-commands';
import type { Clock } from '../../domain/ports/clock';
import type { ConsoleGateway, ConsoleWatcher } from '../../domain/ports/console';
import type { ClassEvents, ClassWatcher } from '../../domain/ports/events';
import type { Hypervisor, HypervisorMachine, MachineChangeListener } from '../../domain/ports/hypervisor';
import type { ClassRecord, HelpRequest, LabActivityRecord, Storage } from '../../domain/ports/storage';
import { createScreenshotCache } from '../../domain/screenshot-cache';
import { toMonitoredMachine } from '../../domain/views';

/** What an instructor can do with the labs of one class (the class monitor). */
export interface ClassLabService {
  /** Every student's lab, in username order. */
  labs(classId: string): Promise<StudentLab[]>;
  command(classId: string, vm: string, command: PowerCommand): Promise<PowerStateResponse>;
  /**
   * The console of a student's machine for an instructor: view-only unless `watcher.mode` is 'control'; with the lab
   * the machine belongs to and its class, what the machine's keyboard layout is looked up by.
   */
  ticket(
    classId: string,
    vm: string,
    watcher: ConsoleWatcher,
  ): Promise<{ issued: IssuedTicket; lab: { labId: string; trainingClass: ClassRecord } }>;
  /**
   * A PNG of the machine's screen; 409 unless it is powered on. Looked up and rendered at most once per machine per
   * SCREENSHOT_INTERVAL_MS: within it every request gets that picture (even if the machine just went off).
   */
  screenshot(classId: string, vm: string): Promise<Uint8Array>;
  /** Deletes the student's machines and provisions them again, as the student's own Revert does. */
  revert(classId: string, email: string): Promise<StudentLab>;
  /** Tells the student and the other instructors who is coming to help; 409 while the hand is down. */
  claimHand(classId: string, email: string, instructorName: string): Promise<HelpRequestState>;
  lowerHand(classId: string, email: string): Promise<HelpRequestState>;
  /**
   * Tells the watcher each change of the class's labs, and the class's deletion, until the returned function is
   * called; 404 first.
   */
  watch(classId: string, watcher: ClassWatcher): Promise<() => void>;
}

/** A machine of another class (or of no student of this one) answers exactly like one that does not exist. */
export async function findClassMachine(
  hypervisor: Pick<Hypervisor, 'machine'>,
  trainingClass: ClassRecord,
  vm: string,
): Promise<HypervisorMachine> {
  const machine = await hypervisor.machine(vm);
  const owner = machine && labOwner(machine.labId);
  if (!machine || owner?.classId !== trainingClass.id || !trainingClass.emails.includes(owner.email)) {
    throw notFound(`There is no machine ${vm} in the labs of class ${trainingClass.id}.`);
  }
  return machine;
}

/** Tells the class's watchers of every machine the hypervisor cloned, powered or deleted. */
export function publishMachineChanges(events: ClassEvents): MachineChangeListener {
  return (machine, state) => {
    const { classId, email } = labOwner(machine.labId);
    const reason = state === 'CREATED' ? 'provisioning' : state === 'DELETED' ? 'revert' : 'power';
    events.publish(classId, { email, reason });
  };
}

export function createClassLabService(deps: {
  storage: Pick<Storage, 'classes' | 'courses' | 'helpRequests' | 'labActivity' | 'labMachines'>;
  hypervisor: Hypervisor;
  jobs: LabJobs;
  clock: Clock;
  consoles: ConsoleGateway;
  events: ClassEvents;
  /** LAB_GRACE_MINUTES in ms: how long after a class's end its labs stay. */
  graceMs: number;
}): ClassLabService {
  const { storage, hypervisor, jobs, clock, consoles, events, graceMs } = deps;
  const screenshots = createScreenshotCache();

  async function requireClass(classId: string): Promise<ClassRecord> {
    const trainingClass = await storage.classes.get(classId);
    if (!trainingClass) throw notFound(`Class ${classId} does not exist.`);
    return trainingClass;
  }

  function requireStudent(trainingClass: ClassRecord, email: string): string {
    const student = email.trim().toLowerCase();
    if (!trainingClass.emails.includes(student)) {
      throw notFound(`There is no student ${email} in class ${trainingClass.id}.`);
    }
    return student;
  }

  async function templatesOf(trainingClass: ClassRecord) {
    const course = await storage.courses.get(trainingClass.courseId);
    return courseTemplates(course, await hypervisor.templateFolders());
  }

  async function classMachine(classId: string, vm: string): Promise<HypervisorMachine> {
    return findClassMachine(hypervisor, await requireClass(classId), vm);
  }

  async function labOf(
    trainingClass: ClassRecord,
    email: string,
    expectedVmCount: number,
    help: HelpRequest | undefined,
    activity: LabActivityRecord | undefined,
  ): Promise<StudentLab> {
    const machines = await labMachinesInOrder(hypervisor, storage.labMachines, labIdOf(trainingClass.id, email));
    return {
      email,
      helpRequestedAt: help?.requestedAt.toISOString() ?? null,
      helpClaimedBy: help?.claimedBy ?? null,
      expectedVmCount,
      vms: machines.map(toMonitoredMachine),
      idle: idleStateOf(activity),
    };
  }

  async function activityOf(classId: string): Promise<Map<string, LabActivityRecord>> {
    return new Map((await storage.labActivity.listByClass(classId)).map((record) => [record.labId, record]));
  }

  return {
    async labs(classId) {
      const trainingClass = await requireClass(classId);
      const expected = (await templatesOf(trainingClass)).length;
      const hands = new Map((await storage.helpRequests.listByClass(classId)).map((hand) => [hand.email, hand]));
      const activity = await activityOf(classId);
      const emails = [...trainingClass.emails].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
      return Promise.all(
        emails.map((email) =>
          labOf(trainingClass, email, expected, hands.get(email), activity.get(labIdOf(classId, email))),
        ),
      );
    },

    async command(classId, vm, command) {
      const machine = await classMachine(classId, vm);
      const { email } = labOwner(machine.labId);
      return runPowerCommand(hypervisor, machine, command, () => events.publish(classId, { email, reason: 'power' }));
    },

    async ticket(classId, vm, watcher) {
      const trainingClass = await requireClass(classId);
      const machine = await findClassMachine(hypervisor, trainingClass, vm);
      const issued = await issueConsoleTicket(consoles, machine, watcher);
      return { issued, lab: { labId: machine.labId, trainingClass } };
    },

    screenshot(classId, vm) {
      // The lookups cost more than the picture: at 200 requests a second they held every other call back.
      return screenshots.get(JSON.stringify([classId, vm]), async () => {
        const machine = await classMachine(classId, vm);
        if (machine.powerState !== 'POWERED_ON') {
          throw conflict(`Machine is in ${machine.powerState} state: only a powered-on machine has a screen.`);
        }
        return consoles.screenshot({ vm: machine.vm, name: machine.name, labId: machine.labId });
      });
    },

    async revert(classId, email) {
      const trainingClass = await requireClass(classId);
      const student = requireStudent(trainingClass, email);
      if (classStatus(trainingClass, clock.now(), graceMs) !== 'RUNNING') {
        throw conflict('The class is not running, so its labs do not exist.');
      }
      const templates = await templatesOf(trainingClass);
      await jobs.revert({ labId: labIdOf(classId, student), templates });
      events.publish(classId, { email: student, reason: 'revert' });
      const help = (await storage.helpRequests.listByClass(classId)).find((hand) => hand.email === student);
      const activity = (await activityOf(classId)).get(labIdOf(classId, student));
      return labOf(trainingClass, student, templates.length, help, activity);
    },

    async claimHand(classId, email, instructorName) {
      const student = requireStudent(await requireClass(classId), email);
      const claimed = await storage.helpRequests.claim(classId, student, instructorName);
      if (!claimed) throw conflict(`${student} has not raised their hand.`);
      events.publish(classId, { email: student, reason: 'hand' });
      events.tell(classId, HELP_QUEUE_CHANGED);
      return helpStateOf(await storage.helpRequests.listByClass(classId), student);
    },

    async lowerHand(classId, email) {
      const student = requireStudent(await requireClass(classId), email);
      await storage.helpRequests.lower(classId, student);
      events.publish(classId, { email: student, reason: 'hand' });
      events.tell(classId, HELP_QUEUE_CHANGED);
      return HAND_DOWN;
    },

    async watch(classId, watcher) {
      // Subscribed before the class is read: a deletion committed after the read is heard, never missed.
      const unsubscribe = events.subscribe(classId, watcher);
      try {
        await requireClass(classId);
      } catch (error) {
        unsubscribe();
        throw error;
      }
      return unsubscribe;
    },
  };
}
