import http from 'node:http';
import { createApp } from './app';
import { API_AUDIENCE, type ServerConfig } from './config';
import { createConsoleService } from './console/index';
import { createClassLabService, publishMachineChanges } from './domain/class-labs';
import { classStatus } from './domain/class-schedule';
import { createClassService } from './domain/classes';
import { createCourseService } from './domain/courses';
import { seedDemoData } from './domain/demo-data';
import { createLabJobs } from './domain/lab-jobs';
import { createLabService } from './domain/labs';
import { createLoginThrottle } from './domain/login-throttle';
import type { ClassEvents, Logger } from './domain/ports';
import { createStudentAuthenticator } from './domain/student-auth';
import { createInProcessClassEvents } from './events/in-process-class-events';
import { createPostgresClassEvents } from './events/postgres-class-events';
import { createSimulatedHypervisor } from './hypervisor/simulated-hypervisor';
import { createIdentityProvider } from './idp/index';
import { createApiRouter } from './routes/api-router';
import { createInstructorGuard } from './routes/instructor-auth';
import { createJwtVerifier } from './routes/jwt-verifier';
import { createStudentGuard } from './routes/student-auth';
import { type ClassScheduler, createClassScheduler } from './scheduler/class-scheduler';
import { createAdjustableClock, systemClock } from './scheduler/clock';
import { openStorage } from './storage/open-storage';
import { createFaultInjector } from './test-hooks/fault-injection';
import { createTestHooksRouter } from './test-hooks/test-hooks';
import { createTestTokens } from './test-hooks/test-tokens';

export interface RunningServer {
  config: ServerConfig;
  /** Base URL the server answers on (the bound address, e.g. http://127.0.0.1:3000). */
  url: string;
  /**
   * A student of the demo class, for the start banner, only on the start that seeded it: a passphrase of a real
   * class never reaches a log.
   */
  sampleStudent(): Promise<{ className: string; username: string; passphrase: string } | undefined>;
  /** Stops the scheduler, then closes HTTP, identity provider, consoles, lab jobs and the database, in that order. */
  close(): Promise<void>;
}

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  error: (message, error) => console.error(message, error ?? ''),
};

function listen(server: http.Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

function closeHttp(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    // Keep-alive and hung (fault-injected) connections would hold close() open forever.
    server.closeAllConnections();
  });
}

function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * The composition root: builds the adapters (PGlite storage, simulated hypervisor, clock, console, token
 * verifier), injects them into the domain services and routes, and starts HTTP. main.ts only adds the process
 * concerns (banner, signals); tests start the same thing on a free port with a throwaway database.
 */
export async function startServer(config: ServerConfig, logger: Logger = consoleLogger): Promise<RunningServer> {
  const closers: Array<() => Promise<void>> = [];
  async function closeAll(): Promise<void> {
    for (const close of closers.splice(0).reverse()) {
      await close().catch((error: unknown) => logger.error('Shutdown step failed', error));
    }
  }

  try {
    // Only test hooks may move time; production reads the system clock directly.
    const adjustableClock = config.testHooks ? createAdjustableClock() : undefined;
    const clock = adjustableClock ?? systemClock;
    const { storage, fresh } = await openStorage(config);
    closers.push(() => storage.close());
    // Created before the hypervisor: a machine powered off, reverted or removed ends its console access.
    // Redeeming a ticket asks the hypervisor (declared next; upgrades come only once the server listens).
    const consoleService = createConsoleService({
      allowedOrigins: [config.publicOrigin, ...config.apiAllowedOrigins],
      logger,
      machines: { machine: (vm) => hypervisor.machine(vm) },
      tickets: storage.tickets,
    });
    closers.push(() => consoleService.close());
    // Several instances share PostgreSQL: a change must reach the monitors connected to any of them.
    let classEvents: ClassEvents = createInProcessClassEvents();
    if (config.databaseUrl) {
      const shared = await createPostgresClassEvents(config.databaseUrl);
      closers.push(() => shared.close());
      classEvents = shared;
    }
    const publishMachineChange = publishMachineChanges(classEvents);
    const hypervisor = await createSimulatedHypervisor({
      machines: storage.machines,
      speed: config.hypervisorSpeed,
      onChange: (machine, state) => {
        consoleService.machineChanged(machine, state);
        publishMachineChange(machine, state);
      },
    });
    closers.push(() => hypervisor.close());
    const jobs = createLabJobs({ hypervisor, logger });
    closers.push(() => jobs.stop());

    let scheduler: ClassScheduler | undefined;
    const classes = createClassService({
      storage,
      clock,
      loginDomain: config.loginDomain,
      onChange: () => scheduler?.poke(),
      events: classEvents,
    });
    const courses = createCourseService({ storage, hypervisor, clock });
    scheduler = createClassScheduler({
      storage,
      hypervisor,
      jobs,
      clock,
      logger,
      intervalMs: config.schedulerIntervalMs,
      lock: storage.leaderLock('class-scheduler'),
    });
    if (fresh) {
      const instructorEmail = config.identity.instructor.email;
      const timeZone = localTimeZone();
      await seedDemoData({ courses, classes, storage, hypervisor, jobs, clock, instructorEmail, timeZone });
    }

    const labs = createLabService({ storage, hypervisor, jobs, clock, tickets: consoleService, events: classEvents });
    const classLabs = createClassLabService({
      storage,
      hypervisor,
      jobs,
      clock,
      tickets: consoleService,
      screens: consoleService,
      events: classEvents,
    });
    const throttle = createLoginThrottle({
      clock,
      log: storage.signInFailures,
      name: 'student',
      ...config.loginRateLimit,
    });
    const student = createStudentGuard(createStudentAuthenticator({ storage, clock, throttle }));

    const { issuer, clientId, instructor: account, instructorGroups } = config.identity;
    const idp = config.identity.embedded
      ? await createIdentityProvider({
          issuer,
          appOrigin: config.publicOrigin,
          clientId,
          instructor: { ...account, groups: instructorGroups },
          throttle: createLoginThrottle({
            clock,
            log: storage.signInFailures,
            name: 'instructor',
            ...config.loginRateLimit,
          }),
          store: storage.identity,
          logger,
        })
      : undefined;
    if (idp) closers.push(() => idp.close());

    const testTokens = config.testHooks
      ? await createTestTokens({
          idp,
          issuer,
          audience: API_AUDIENCE,
          clientId,
          email: account.email,
          groups: instructorGroups,
        })
      : undefined;
    const instructor = createInstructorGuard(
      createJwtVerifier({
        issuer,
        audience: API_AUDIENCE,
        clientId,
        instructorGroups,
        extraKey: testTokens?.trustedKey,
      }),
    );

    const allowedOrigins = config.apiAllowedOrigins;
    const api = createApiRouter({
      labs,
      classes,
      classLabs,
      courses,
      student,
      instructor,
      logger,
      allowedOrigins,
      publicOrigin: config.publicOrigin,
    });
    const faults = config.testHooks ? createFaultInjector() : undefined;
    const testHooks =
      testTokens && faults && adjustableClock
        ? createTestHooksRouter({
            faults,
            clock: adjustableClock,
            scheduler,
            jobs,
            tokens: testTokens.minter,
            storage,
            hypervisor,
            consoles: consoleService,
            events: classEvents,
            logger,
          })
        : undefined;

    const app = createApp(config, {
      api,
      identityProvider: idp?.handler,
      identity: () => ({ issuer, clientId }),
      faults: faults?.middleware,
      testHooks,
      ready: () => storage.ping(),
    });
    // A slow or lying client (headers dribbled, a Content-Length that never arrives) is dropped within seconds
    // instead of Node's 300 s default, so a few hundred of them cannot hold the server's sockets.
    const server = http.createServer(
      {
        requestTimeout: config.requestTimeoutMs,
        headersTimeout: Math.min(config.requestTimeoutMs, 10_000),
        // Node enforces both only when it checks its connections (every 30 s by default).
        connectionsCheckingInterval: 1_000,
      },
      app,
    );
    server.keepAliveTimeout = 5_000;
    const port = await listen(server, config.port, config.host);
    closers.push(() => closeHttp(server));
    consoleService.attach(server);
    scheduler.start();
    closers.push(() => scheduler.stop());

    return {
      config,
      url: `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`,
      async sampleStudent() {
        if (!fresh) return undefined;
        const now = clock.now();
        const running = (await storage.classes.list()).find((item) => classStatus(item, now) === 'RUNNING');
        const username = running?.emails[0];
        if (!running || !username) return undefined;
        return { className: running.name, username, passphrase: running.passphrase };
      },
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
