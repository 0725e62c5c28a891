import { classStatus, labIdOf } from './class-schedule';
import { idleStepOf, isGuestBusy } from './idle-rules';
import { runPowerCommand } from './machine-commands';
import type { Clock } from './ports/clock';
import type { ClassEvents } from './ports/events';
import type { Hypervisor, HypervisorMachine } from './ports/hypervisor';
import type { Logger } from './ports/logger';
import type { ClassRecord, LabActivityRecord, Storage } from './ports/storage';

export interface IdleSuspend {
  /**
   * Warns, then suspends, the labs of the running classes among `classes` idle at the clock's now; run by the
   * scheduler's instance at each tick. Safe on several instances at once (each step is claimed in the database).
   */
  check(classes: readonly ClassRecord[]): Promise<void>;
}

/**
 * IDLE_SUSPEND_MINUTES: a lab with no console input and no student call for that long is warned through the
 * student's push channel, then its powered-on machines are suspended, never powered off: Start resumes them. Each
 * suspend is an ordinary power command (refused as any other, retried at the next tick, in the audit trail).
 */
export function createIdleSuspend(deps: {
  storage: Pick<Storage, 'audit' | 'labActivity'>;
  hypervisor: Hypervisor;
  clock: Clock;
  events: Pick<ClassEvents, 'tell' | 'publish'>;
  logger: Logger;
  /** IDLE_SUSPEND_MINUTES in ms, read at each check (the test hooks change it). */
  idleMs: () => number;
  /** IDLE_CPU_PERCENT: a guest busier than this (where the hypervisor tells) keeps its lab in use. */
  cpuPercent: number;
  /** LAB_GRACE_MINUTES in ms: a class's labs are checked until its end plus this. */
  graceMs: number;
}): IdleSuspend {
  const { storage, hypervisor, clock, events, logger, idleMs, cpuPercent, graceMs } = deps;

  async function anyGuestBusy(machines: HypervisorMachine[]): Promise<boolean> {
    if (!hypervisor.guestCpuPercent) return false;
    for (const machine of machines) {
      const percent = await hypervisor.guestCpuPercent(machine.vm).catch(() => null);
      if (isGuestBusy(percent, cpuPercent)) return true;
    }
    return false;
  }

  async function suspendLab(
    trainingClass: ClassRecord,
    email: string,
    activity: LabActivityRecord,
    machines: HypervisorMachine[],
  ): Promise<void> {
    const classId = trainingClass.id;
    const labId = labIdOf(classId, email);
    const at = clock.now();
    // Claimed in the database first: of two instances checking at once, one suspends; a use since the read wins.
    if (!(await storage.labActivity.claimSuspend(labId, activity.activeAt, at))) return;
    let suspended = 0;
    for (const machine of machines) {
      const outcome = await runPowerCommand(hypervisor, machine, 'suspend', () =>
        events.publish(classId, { email, reason: 'power' }),
      ).then(
        () => 'ok' as const,
        (error: unknown) => {
          logger.info(`Idle suspend of ${machine.vm} in ${machine.labId} refused or failed: ${String(error)}`);
          return 'refused' as const;
        },
      );
      if (outcome === 'ok') suspended += 1;
      await storage.audit.append({
        at,
        classId,
        actor: 'portal',
        role: 'system',
        action: 'idle-suspended',
        detail: 'suspend',
        target: machine.vm,
        clientAddress: '',
        outcome,
        status: outcome === 'ok' ? 200 : 409,
        requestId: null,
      });
    }
    // Only a lab whose machines all went stays marked: the others are tried again at the next tick.
    if (suspended < machines.length) {
      await storage.labActivity.releaseSuspend(labId, at);
      return;
    }
    const vms = machines.map((machine) => machine.vm);
    events.tell(classId, { to: email, notice: { kind: 'idle-suspended', at: at.toISOString(), vms } });
    events.publish(classId, { email, reason: 'idle' });
  }

  async function checkLab(trainingClass: ClassRecord, email: string, activity: LabActivityRecord | undefined) {
    const labId = labIdOf(trainingClass.id, email);
    const now = clock.now();
    if (!activity) {
      // A lab nobody has used yet is counted from when it is first seen.
      await storage.labActivity.seen(labId, trainingClass.id, now);
      return;
    }
    const running = (await hypervisor.labMachines(labId)).filter((machine) => machine.powerState === 'POWERED_ON');
    const step = idleStepOf(activity, now, idleMs(), running.length > 0);
    if (step.kind === 'none') return;
    if (step.kind === 'resumed' || (await anyGuestBusy(running))) {
      await storage.labActivity.touch(labId, trainingClass.id, now);
      if (step.kind !== 'resumed' && activity.warnedAt !== null) {
        events.tell(trainingClass.id, { to: email, notice: { kind: 'idle-cleared' } });
      }
      return;
    }
    if (step.kind === 'warn') {
      // Marked once in the database: of two instances checking at once, one warns.
      if (!(await storage.labActivity.markWarned(labId, activity.activeAt, now))) return;
      const minutesLeft = Math.max(1, Math.round((step.suspendsAt.getTime() - now.getTime()) / 60_000));
      const notice = { kind: 'idle-warning' as const, suspendsAt: step.suspendsAt.toISOString(), minutesLeft };
      events.tell(trainingClass.id, { to: email, notice });
      events.publish(trainingClass.id, { email, reason: 'idle' });
      return;
    }
    await suspendLab(trainingClass, email, activity, running);
  }

  return {
    async check(classes) {
      if (idleMs() <= 0) return;
      const activity = new Map((await storage.labActivity.list()).map((record) => [record.labId, record]));
      const now = clock.now();
      for (const trainingClass of classes.filter((item) => classStatus(item, now, graceMs) === 'RUNNING')) {
        for (const email of trainingClass.emails) {
          await checkLab(trainingClass, email, activity.get(labIdOf(trainingClass.id, email))).catch((error) =>
            logger.error(`Idle check of ${labIdOf(trainingClass.id, email)} failed`, error),
          );
        }
      }
    },
  };
}
