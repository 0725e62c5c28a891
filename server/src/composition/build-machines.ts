import type { ServerConfig } from '../config';
import { type ConsoleService, createConsoleService } from '../console/index';
import { publishMachineChanges } from '../domain/class-labs';
import { createLabJobs, type LabJobs } from '../domain/lab-jobs';
import type { Clock } from '../domain/ports/clock';
import type { Logger } from '../domain/ports/logger';
import { createMachineChangeHub } from '../events/machine-change-hub';
import { createSimulatedHypervisor, type SimulatedHypervisor } from '../hypervisor/simulated-hypervisor';
import { type ClassScheduler, createClassScheduler } from '../scheduler/class-scheduler';
import type { StorageParts } from './build-storage';
import type { Shutdown } from './shutdown';

export interface MachineParts {
  hypervisor: SimulatedHypervisor;
  consoles: ConsoleService;
  jobs: LabJobs;
  /** Built stopped: it starts once the server listens. */
  scheduler: ClassScheduler;
}

/**
 * The hypervisor, the consoles of its machines, the lab jobs and the scheduler that provisions and removes labs.
 * A machine's change ends its console access and tells its class's monitors, through the change hub.
 */
export async function buildMachines(deps: {
  config: ServerConfig;
  logger: Logger;
  clock: Clock;
  shutdown: Shutdown;
  stored: StorageParts;
}): Promise<MachineParts> {
  const { config, logger, clock, shutdown } = deps;
  const { storage, classEvents } = deps.stored;
  const changes = createMachineChangeHub();
  const hypervisor = await createSimulatedHypervisor({
    machines: storage.machines,
    speed: config.hypervisorSpeed,
    onChange: changes.publish,
  });
  shutdown.add(() => hypervisor.close());
  // Redeeming a ticket asks the hypervisor; upgrades come only once the server listens.
  const consoles = createConsoleService({
    publicOrigin: config.publicOrigin,
    allowedOrigins: [config.publicOrigin, ...config.apiAllowedOrigins],
    logger,
    machines: hypervisor,
    tickets: storage.tickets,
  });
  shutdown.add(() => consoles.close());
  changes.subscribe(consoles.machineChanged);
  changes.subscribe(publishMachineChanges(classEvents));
  const jobs = createLabJobs({ hypervisor, logger });
  shutdown.add(() => jobs.stop());
  const scheduler = createClassScheduler({
    storage,
    hypervisor,
    jobs,
    clock,
    logger,
    intervalMs: config.schedulerIntervalMs,
    lock: storage.leaderLock('class-scheduler'),
  });
  return { hypervisor, consoles, jobs, scheduler };
}
