import type { ServerConfig } from '../config';
import { type ConsoleService, createConsoleService } from '../console/index';
import { createIdleSuspend, type IdleSuspend } from '../domain/idle-suspend';
import { createLabActivity, type LabActivity } from '../domain/lab-activity';
import { createLabJobs, type LabJobs } from '../domain/lab-jobs';
import { recordMachineChanges } from '../domain/lab-machines';
import type { RequireOpenClass } from '../domain/open-class';
import type { Clock } from '../domain/ports/clock';
import type { Hypervisor } from '../domain/ports/hypervisor';
import type { Logger } from '../domain/ports/logger';
import { publishMachineChanges } from '../features/class-monitor';
import {
  type ConsoleWatchLog,
  createConsoleWatchLog,
  createScreenPauses,
  type ScreenPauses,
} from '../features/classroom';
import { recordPowerTransitions } from '../features/usage';
import { measuredHypervisor } from '../observability/measured-hypervisor';
import type { PortalMetrics } from '../observability/metrics';
import { type ClassScheduler, createClassScheduler } from '../scheduler/class-scheduler';
import { buildHypervisor, type GuestFiles, type GuestKeyboards } from './build-hypervisor';
import type { StorageParts } from './build-storage';
import type { Shutdown } from './shutdown';

export interface MachineParts {
  hypervisor: Hypervisor;
  /** Rejects while the hypervisor does not answer (the readiness check). */
  hypervisorReady(): Promise<void>;
  consoles: ConsoleService;
  /** Instructors' sessions at students' consoles, recorded by the console service and read by the API. */
  watchLog: ConsoleWatchLog;
  /** 'Pause screens': read by the consoles (input dropped) and the API. */
  pauses: ScreenPauses;
  jobs: LabJobs;
  /** Lab jobs over the instant hypervisor, for the demo data of a first start; built on request. */
  seedingJobs(): Promise<LabJobs>;
  /** Built stopped: it starts once the server listens. */
  scheduler: ClassScheduler;
  /** Each lab's last use, from its consoles and its student's calls (the idle suspend). */
  activity: LabActivity;
  /** The idle suspend's time, in ms (0: off). */
  idleSetting: { ms: number };
  /** The idle suspend the scheduler runs (the test hooks run it on any instance). */
  idle: IdleSuspend;
  /** The simulated guests' keyboards (the test hooks read what was typed); absent on vSphere. */
  guestKeyboards?: GuestKeyboards;
  /** The simulated guests' files (the test hooks read what was sent); absent on vSphere. */
  guestFiles?: GuestFiles;
}

/**
 * The hypervisor, the consoles of its machines, the lab jobs and the scheduler that provisions and removes labs.
 * Every change of a machine ends its console access, tells its class's monitors, keeps the portal's bookkeeping and
 * stores its power transition (usage per class).
 */
export async function buildMachines(deps: {
  config: ServerConfig;
  logger: Logger;
  metrics: PortalMetrics;
  clock: Clock;
  shutdown: Shutdown;
  stored: StorageParts;
  /** The one open-class rule of the server, which 'Pause screens' shares with the features. */
  requireOpen: RequireOpenClass;
}): Promise<MachineParts> {
  const { config, logger, clock, shutdown } = deps;
  const { storage, database, classEvents } = deps.stored;
  const built = await buildHypervisor({
    config: config.hypervisor,
    database,
    shutdown,
    logger,
  });
  const { instant, ready } = built;
  // Every operation the portal asks of the hypervisor is timed by kind and outcome (/metrics).
  const hypervisor = measuredHypervisor(built.hypervisor, deps.metrics);
  const watchLog = createConsoleWatchLog({ storage, clock, events: classEvents });
  const pauses = createScreenPauses({
    pauses: storage.screenPauses,
    clock,
    events: classEvents,
    requireOpen: deps.requireOpen,
  });
  // Redeeming a ticket asks the hypervisor; upgrades come only once the server listens.
  /** IDLE_SUSPEND_MINUTES, which the test hooks may change while the server runs. */
  const idleSetting = { ms: config.idleSuspendMs };
  const activity = createLabActivity({ storage, clock, events: classEvents, logger });
  const consoles = createConsoleService({
    machineConsoles: built.consoles,
    watchLog,
    pauses,
    publicOrigin: config.publicOrigin,
    allowedOrigins: [config.publicOrigin, ...config.apiAllowedOrigins],
    logger,
    machines: hypervisor,
    tickets: storage.tickets,
    onInput: (machine) => void activity.used(machine.labId),
  });
  shutdown.add(() => consoles.close());
  hypervisor.subscribe(consoles.machineChanged);
  hypervisor.subscribe(publishMachineChanges(classEvents));
  hypervisor.subscribe(recordMachineChanges(storage.labMachines, logger));
  hypervisor.subscribe(recordPowerTransitions({ transitions: storage.powerTransitions, clock, logger }));
  const jobs = createLabJobs({ hypervisor, labMachines: storage.labMachines, logger });
  shutdown.add(() => jobs.stop());
  const idle = createIdleSuspend({
    storage,
    hypervisor,
    clock,
    events: classEvents,
    logger,
    idleMs: () => idleSetting.ms,
    cpuPercent: config.idleCpuPercent,
    graceMs: config.labGraceMs,
  });
  const scheduler = createClassScheduler({
    storage,
    hypervisor,
    jobs,
    clock,
    logger,
    intervalMs: config.schedulerIntervalMs,
    graceMs: config.labGraceMs,
    lock: storage.leaderLock('class-scheduler'),
    idle,
  });
  return {
    hypervisor,
    hypervisorReady: ready,
    consoles,
    watchLog,
    pauses,
    jobs,
    seedingJobs: async () => createLabJobs({ hypervisor: await instant(), labMachines: storage.labMachines, logger }),
    scheduler,
    activity,
    idle,
    idleSetting,
    ...(built.guestKeyboards && { guestKeyboards: built.guestKeyboards }),
    ...(built.guestFiles && { guestFiles: built.guestFiles }),
  };
}
