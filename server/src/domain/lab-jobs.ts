import type { LabPlan } from './lab-plan';
import { type Hypervisor, HypervisorError, type TemplateMachine } from './ports/hypervisor';
import type { Logger } from './ports/logger';
import type { LabMachineRepository } from './ports/storage';

/**
 * Long-running work on whole labs: provisioning, revert and removal. At most one job runs per lab; a new
 * revert or removal aborts the running job first, so two jobs never clone into the same lab at once.
 */
export interface LabJobs {
  /** Starts cloning and powering on the lab's missing machines, one by one, unless a job already runs. */
  ensure(plan: LabPlan): void;
  /** Deletes every machine now, then provisions the whole lab again in the background. */
  revert(plan: LabPlan): Promise<void>;
  /** Powers off and deletes every machine of the lab; resolves when the lab is gone. */
  remove(labId: string): Promise<void>;
  /** Provisions the lab and resolves once it is done, failing as the first failed step does (demo data). */
  provisionNow(plan: LabPlan): Promise<void>;
  isRunning(labId: string): boolean;
  /** Labs being provisioned, reverted or removed now: the provisioning backlog. */
  runningCount(): number;
  /** Resolves when no job runs (tests, shutdown). */
  settled(): Promise<void>;
  /** Aborts every job and waits for them to stop. */
  stop(): Promise<void>;
}

interface Job {
  controller: AbortController;
  done: Promise<void>;
}

function isExpected(error: unknown): boolean {
  // An aborted job, or a machine deleted under a job's feet by a revert, is the normal end of that job.
  if (error instanceof HypervisorError) return error.failure === 'not-found' || error.failure === 'wrong-state';
  return error instanceof Error && error.name === 'AbortError';
}

export function createLabJobs(deps: {
  hypervisor: Hypervisor;
  /** The portal's bookkeeping of the machines it cloned: which template, where, whether booted yet. */
  labMachines: LabMachineRepository;
  logger: Logger;
}): LabJobs {
  const { hypervisor, labMachines, logger } = deps;
  const jobs = new Map<string, Job>();

  async function cloneInto(labId: string, template: TemplateMachine, position: number, signal?: AbortSignal) {
    const machine = await hypervisor.cloneTemplate(labId, template, { signal });
    await labMachines.insert({ vm: machine.vm, labId, templateVm: template.vm, position, awaitingFirstBoot: true });
    return machine.vm;
  }

  async function provision(plan: LabPlan, signal?: AbortSignal): Promise<void> {
    const [present, recorded] = await Promise.all([hypervisor.labMachines(plan.labId), labMachines.list(plan.labId)]);
    const exists = new Set(present.map((machine) => machine.vm));
    for (const [position, template] of plan.templates.entries()) {
      signal?.throwIfAborted();
      const cloned = recorded.find((record) => record.templateVm === template.vm && exists.has(record.vm));
      // A clone whose first boot a crash or shutdown interrupted is booted now; any other clone is as the
      // student left it.
      if (cloned && !cloned.awaitingFirstBoot) continue;
      // Machine by machine, so the student's banner moves: the clone appears powered off, then boots.
      const vm = cloned?.vm ?? (await cloneInto(plan.labId, template, position, signal));
      await hypervisor.runOperation(vm, 'power-on', 'POWERED_OFF', { signal }).catch((error: unknown) => {
        // The student may already have started the fresh clone; that is fine.
        if (!(error instanceof HypervisorError && error.failure === 'wrong-state')) throw error;
      });
      await labMachines.booted(vm);
    }
  }

  async function destroy(labId: string): Promise<void> {
    await hypervisor.destroyLab(labId);
    await labMachines.deleteLab(labId);
  }

  /** Aborts the lab's job; loops because another job may have started while we waited. */
  async function abortRunning(labId: string): Promise<void> {
    for (let running = jobs.get(labId); running; running = jobs.get(labId)) {
      running.controller.abort();
      await running.done;
    }
  }

  async function settled(): Promise<void> {
    while (jobs.size > 0) await Promise.all([...jobs.values()].map((job) => job.done));
  }

  function start(labId: string, work: (signal: AbortSignal) => Promise<void>): Job {
    const controller = new AbortController();
    const done = work(controller.signal)
      .catch((error: unknown) => {
        if (!isExpected(error)) logger.error(`Lab job for ${labId} failed`, error);
      })
      .finally(() => {
        if (jobs.get(labId) === job) jobs.delete(labId);
      });
    const job: Job = { controller, done };
    jobs.set(labId, job);
    return job;
  }

  return {
    ensure(plan) {
      if (jobs.has(plan.labId)) return;
      start(plan.labId, (signal) => provision(plan, signal));
    },

    async revert(plan) {
      await abortRunning(plan.labId);
      let deleted!: () => void;
      const machinesDeleted = new Promise<void>((resolve) => (deleted = resolve));
      start(plan.labId, async (signal) => {
        try {
          await destroy(plan.labId);
        } finally {
          deleted();
        }
        await provision(plan, signal);
      });
      await machinesDeleted;
    },

    async remove(labId) {
      await abortRunning(labId);
      await start(labId, () => destroy(labId)).done;
    },

    provisionNow: (plan) => provision(plan),

    isRunning(labId) {
      return jobs.has(labId);
    },
    runningCount: () => jobs.size,

    settled,

    async stop() {
      for (const job of jobs.values()) job.controller.abort();
      await settled();
    },
  };
}
