import type { ClassUsage } from '@academy/api';
import { labOwner } from '../../domain/class-schedule';
import { notFound } from '../../domain/errors';
import type { Clock } from '../../domain/ports/clock';
import type { MachineChangeListener } from '../../domain/ports/hypervisor';
import type { Logger } from '../../domain/ports/logger';
import type { ClassRepository, PowerTransitionRepository } from '../../domain/ports/storage';
import { usageOf } from './usage-minutes';

/**
 * Stores every lab machine's power transition, whoever made it (the port tells changes made outside the portal
 * too), at the instant this instance hears of it. A clone is created off: only its later changes are transitions.
 */
export function recordPowerTransitions(deps: {
  transitions: PowerTransitionRepository;
  clock: Clock;
  logger: Logger;
}): MachineChangeListener {
  // One machine's changes are written in the order heard: on a pool, an 'off' sent a moment after an 'on' could
  // otherwise land first and leave the machine recorded on.
  const pending = new Map<string, Promise<void>>();
  return (machine, change) => {
    if (change === 'CREATED') return;
    const { classId, email } = labOwner(machine.labId);
    const transition = { vm: machine.vm, classId, email, at: deps.clock.now(), poweredOn: change === 'POWERED_ON' };
    const previous = pending.get(machine.vm) ?? Promise.resolve();
    const written = previous
      .then(() => deps.transitions.record(transition))
      .then(
        () => undefined,
        (error: unknown) => deps.logger.error(`Recording the power transition of ${machine.vm} failed`, error),
      );
    pending.set(machine.vm, written);
    void written.then(() => {
      if (pending.get(machine.vm) === written) pending.delete(machine.vm);
    });
  };
}

export interface ClassUsageService {
  /** The class's powered-on machine-minutes per student and day, up to now. */
  ofClass(classId: string): Promise<ClassUsage>;
}

export function createClassUsage(deps: {
  classes: Pick<ClassRepository, 'get'>;
  transitions: Pick<PowerTransitionRepository, 'listByClass'>;
  clock: Clock;
}): ClassUsageService {
  return {
    async ofClass(classId) {
      const trainingClass = await deps.classes.get(classId);
      if (!trainingClass) throw notFound(`Class ${classId} does not exist.`);
      const transitions = await deps.transitions.listByClass(classId);
      return usageOf(transitions, {
        timeZone: trainingClass.timeZone,
        students: trainingClass.emails,
        asOf: deps.clock.now(),
      });
    },
  };
}
