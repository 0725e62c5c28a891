import { buildHttp } from './composition/build-http';
import { buildIdentity } from './composition/build-identity';
import { buildMachines } from './composition/build-machines';
import { buildStorage } from './composition/build-storage';
import { buildTestHooks } from './composition/build-test-hooks';
import { createShutdown } from './composition/shutdown';
import type { ServerConfig } from './config';
import { startAuditRetention } from './domain/audit-retention';
import { classStatus } from './domain/class-schedule';
import { seedDemoData } from './domain/demo-data';
import { createRequireOpenClass } from './domain/open-class';
import type { Logger } from './domain/ports/logger';
import { startRosterRetention } from './domain/roster-retention';
import { classServiceOf } from './features/classes';
import { courseServiceOf } from './features/courses';
import { startInvitationMail } from './features/roster';
import { createPortalMetrics } from './observability/metrics';
import { createPinoLogger } from './observability/pino-logger';
import { createAdjustableClock, systemClock } from './scheduler/clock';

export interface RunningServer {
  config: ServerConfig;
  /** Base URL the server answers on (the bound address, e.g. http://127.0.0.1:3000). */
  url: string;
  /**
   * A student of the demo class, for the start banner, only on the start that seeded it: a passphrase of a real
   * class never reaches a log.
   */
  sampleStudent(): Promise<{ className: string; username: string; passphrase: string } | undefined>;
  /**
   * Stops the scheduler, then closes HTTP, the identity provider, lab jobs, consoles, the hypervisor and the
   * database, in that order.
   */
  close(): Promise<void>;
}

/** The server's own log: structured lines on standard output, as LOG_LEVEL and LOG_FORMAT ask. */
export function serverLogger(config: ServerConfig): Logger {
  return createPinoLogger({
    level: config.logLevel,
    format: config.logFormat ?? (process.stdout.isTTY ? 'pretty' : 'json'),
    instance: config.instanceName,
  });
}

function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * The composition root: each part is built from the parts before it (storage, machines, the domain's services,
 * identity, test hooks, HTTP), and the scheduler starts once the server listens. main.ts only adds the process
 * concerns (banner, signals); tests start the same thing on a free port with a throwaway database.
 */
export async function startServer(config: ServerConfig, logger: Logger = serverLogger(config)): Promise<RunningServer> {
  const shutdown = createShutdown(logger);
  try {
    // Only test hooks may move time; production reads the system clock directly.
    const testClock = config.testHooks ? createAdjustableClock() : undefined;
    const clock = testClock ?? systemClock;
    const stored = await buildStorage(config, shutdown);
    const metrics = createPortalMetrics();
    const requireOpen = createRequireOpenClass({ storage: stored.storage, clock, graceMs: config.labGraceMs });
    const machines = await buildMachines({ config, logger, metrics, clock, shutdown, stored, requireOpen });
    metrics.watch({
      openConsoles: () => machines.consoles.openCount(),
      pushChannels: () => stored.classEvents.watcherCount(),
      provisioningJobs: () => machines.jobs.runningCount(),
      schedulerLeader: () => machines.scheduler.leading(),
      poolUse: stored.database.poolUse,
    });
    const { storage, database, classEvents: events } = stored;
    // What every feature is built from, once: the demo's seeding uses the same services the routes do.
    const parts = { config, clock, logger, storage, database, events, machines, requireOpen };
    if (stored.fresh && config.demoData) {
      await seedDemoData({
        courses: courseServiceOf(parts),
        classes: classServiceOf(parts),
        storage,
        hypervisor: machines.hypervisor,
        jobs: await machines.seedingJobs(),
        clock,
        instructorEmail: config.identity.instructor.email,
        timeZone: localTimeZone(),
      });
    }
    const identity = await buildIdentity({ config, logger, clock, shutdown, storage: stored.storage });
    const testHooks =
      testClock && identity.testTokens
        ? buildTestHooks({
            logger,
            clock: testClock,
            tokens: identity.testTokens,
            stored,
            machines,
            graceMs: config.labGraceMs,
          })
        : undefined;
    const { url } = await buildHttp({
      config,
      logger,
      clock,
      metrics,
      shutdown,
      storage,
      parts,
      identity,
      consoles: machines.consoles,
      hypervisorReady: machines.hypervisorReady,
      testHooks,
    });
    machines.scheduler.start();
    shutdown.add(() => machines.scheduler.stop());
    const stopAuditRetention = startAuditRetention({
      audit: stored.storage.audit,
      clock,
      logger,
      retentionDays: config.auditRetentionDays,
    });
    shutdown.add(async () => stopAuditRetention());
    const stopRosterRetention = startRosterRetention({
      roster: storage.roster,
      clock,
      logger,
      retentionDays: config.rosterRetentionDays,
    });
    shutdown.add(async () => stopRosterRetention());
    // Stopped before the database closes (the shutdown runs its steps in reverse).
    shutdown.add(startInvitationMail({ config, storage, clock, logger }));

    return {
      config,
      url,
      async sampleStudent() {
        if (!stored.fresh) return undefined;
        const now = clock.now();
        const running = (await stored.storage.classes.list()).find(
          (item) => classStatus(item, now, config.labGraceMs) === 'RUNNING',
        );
        const username = running?.emails[0];
        if (!running || !username) return undefined;
        return { className: running.name, username, passphrase: running.passphrase };
      },
      close: () => shutdown.run(),
    };
  } catch (error) {
    await shutdown.run();
    throw error;
  }
}
