import { isKeyboardLayout, KEYBOARD_LAYOUTS, type LabMachine, type TrainingClass } from '@academy/api';
import express, { Router } from 'express';
import type { GuestFiles, GuestKeyboards } from '../composition/build-hypervisor';
import type { ConsoleService } from '../console/index';
import { labIdOf } from '../domain/class-schedule';
import type { IdleSuspend } from '../domain/idle-suspend';
import type { LabJobs } from '../domain/lab-jobs';
import { labMachinesInOrder } from '../domain/lab-machines';
import type { ClassEvents } from '../domain/ports/events';
import type { Hypervisor } from '../domain/ports/hypervisor';
import type { Logger } from '../domain/ports/logger';
import type { Storage } from '../domain/ports/storage';
import { toLabMachine, toTrainingClass } from '../domain/views';
import { apiErrorHandler, apiNotFound, sendError } from '../routes/http-errors';
import { inputProblem, type Parsed, parseJsonObject } from '../routes/input/json-fields';
import type { ClassScheduler } from '../scheduler/class-scheduler';
import type { AdjustableClock } from '../scheduler/clock';
import { type FaultInjector, parseFaultRule } from './fault-injection';
import type { InstructorTokenMinter } from './test-tokens';

export interface TestHooksDeps {
  faults: FaultInjector;
  clock: AdjustableClock;
  scheduler: ClassScheduler;
  /** IDLE_SUSPEND_MINUTES while the server runs: the end-to-end tests turn the idle suspend on and off again. */
  idleSetting: { ms: number };
  idle: IdleSuspend;
  jobs: LabJobs;
  tokens: InstructorTokenMinter;
  storage: Storage;
  hypervisor: Hypervisor;
  /** Open console connections, to drop them. */
  consoles: Pick<ConsoleService, 'dropAll'>;
  /** The push channel, whose open streams the leak tests count. */
  events: Pick<ClassEvents, 'watcherCount'>;
  logger: Logger;
  graceMs: number;
  /** The simulated guests' keyboards; absent on vSphere (vcsim's own hook reads its guests). */
  guestKeyboards?: GuestKeyboards;
  /** The simulated guests' files; absent on vSphere (vcsim's GET /guest-files/<vm>?path= reads its guests). */
  guestFiles?: GuestFiles;
}

/** A class with its credentials and the machines of each student's lab, for tests to sign in and wait on. */
export interface TestClassView extends TrainingClass {
  labs: Array<{ email: string; vms: LabMachine[] }>;
}

function parseClockChange(body: unknown): Parsed<{ advanceMs: number } | { now: Date; held: boolean }> {
  return parseJsonObject(body, ({ advanceMs, now, held }) => {
    const advancing = typeof advanceMs === 'number' && Number.isFinite(advanceMs) && advanceMs >= 0;
    if (advancing && now === undefined && held === undefined) return { advanceMs };
    const setting = typeof now === 'string' && !Number.isNaN(Date.parse(now));
    if (setting && advanceMs === undefined && (held === undefined || typeof held === 'boolean')) {
      return { now: new Date(now), held: held === true };
    }
    throw inputProblem(
      'Send { "advanceMs": <ms >= 0> } or { "now": "<ISO timestamp>", "held": <true to stop it there> }.',
    );
  });
}

function parseTokenLifetime(body: unknown): Parsed<number> {
  return parseJsonObject(body === undefined ? {} : body, ({ expiresInSeconds = 3600 }) => {
    if (typeof expiresInSeconds !== 'number' || !Number.isInteger(expiresInSeconds) || expiresInSeconds < 1) {
      throw inputProblem('expiresInSeconds must be a positive integer.');
    }
    return expiresInSeconds;
  });
}

/** /__test__: mounted only with ENABLE_TEST_HOOKS=1, never in production. */
export function createTestHooksRouter(deps: TestHooksDeps): Router {
  const { faults, clock, scheduler, jobs, tokens, storage, hypervisor } = deps;
  const router = Router();
  router.use(express.json());

  router.get('/faults', (_req, res) => {
    res.json(faults.list());
  });
  router.post('/faults', (req, res) => {
    const rule = parseFaultRule(req.body);
    if (!rule.ok) return sendError(res, 400, rule.problem);
    res.status(201).json(faults.add(rule.value));
  });
  router.delete('/faults', (_req, res) => {
    faults.clear();
    res.status(204).end();
  });

  router.get('/clock', (_req, res) => {
    res.json({ now: clock.now().toISOString() });
  });
  // Moving the clock runs the scheduler at once: labs due are being provisioned, labs past due are removed. A held
  // clock stays where it was set (advancing moves it on, still held) until set again without `held`.
  router.post('/clock', async (req, res) => {
    const change = parseClockChange(req.body);
    if (!change.ok) return sendError(res, 400, change.problem);
    if ('advanceMs' in change.value) clock.advance(change.value.advanceMs);
    else clock.set(change.value.now, { held: change.value.held });
    await scheduler.tick();
    res.json({ now: clock.now().toISOString() });
  });

  // A token for the configured instructor account, as the sign-in flow would issue it.
  router.post('/instructor-token', async (req, res) => {
    const lifetime = parseTokenLifetime(req.body);
    if (!lifetime.ok) return sendError(res, 400, lifetime.problem);
    const { accessToken, expiresAt } = await tokens.mint(lifetime.value);
    res.json({ accessToken, expiresAt: expiresAt.toISOString() });
  });

  router.post('/idle', (req, res) => {
    const minutes = (req.body as { minutes?: unknown } | undefined)?.minutes;
    if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes < 0) {
      return sendError(res, 400, 'Send { "minutes": <minutes >= 0> } (0: off).');
    }
    deps.idleSetting.ms = minutes * 60_000;
    res.json({ minutes });
  });

  // The idle check, here and now, whether or not this instance runs the scheduler: the multi-instance tests run it
  // on two instances at once.
  router.post('/idle-check', async (_req, res) => {
    await deps.idle.check(await storage.classes.list());
    res.status(204).end();
  });

  // Which instance runs the scheduler (several share one database): the cluster tests watch it move.
  router.get('/scheduler', (_req, res) => {
    res.json({ leading: scheduler.leading() });
  });

  router.get('/classes', async (_req, res) => {
    const now = clock.now();
    const views: TestClassView[] = [];
    for (const record of await storage.classes.list()) {
      const labs = await Promise.all(
        record.emails.map(async (email) => ({
          email,
          vms: (await labMachinesInOrder(hypervisor, storage.labMachines, labIdOf(record.id, email))).map(toLabMachine),
        })),
      );
      views.push({ ...toTrainingClass(record, now, deps.graceMs), labs });
    }
    res.json(views);
  });

  // Every lab the hypervisor holds, whether or not its class still exists (a deleted class's labs must go).
  router.get('/labs', async (_req, res) => {
    const labs = await Promise.all(
      (await hypervisor.labIds()).map(async (labId) => ({
        labId,
        vms: (await labMachinesInOrder(hypervisor, storage.labMachines, labId)).map(toLabMachine),
      })),
    );
    res.json(labs);
  });

  // Drops every open console WebSocket from the server side, abruptly, as a network failure would.
  router.post('/consoles/drop', (_req, res) => {
    res.json({ dropped: deps.consoles.dropAll() });
  });

  // Class watchers subscribed on this instance: one per open event stream, none left once every stream closed.
  router.get('/event-streams', (_req, res) => {
    res.json({ watchers: deps.events.watcherCount() });
  });

  // Waits until no provisioning, revert or removal runs (at HYPERVISOR_SPEED=1 that can take minutes).
  router.post('/settle', async (_req, res) => {
    // A class just changed pokes a tick that starts its provisioning: the jobs it starts count too.
    await scheduler.settled();
    await jobs.settled();
    res.status(204).end();
  });

  // What a simulated machine's keyboard typed since its clone, and its guest's layout (a test sets another).
  router.get('/machines/:vm/keyboard', async (req, res) => {
    const keyboard = await deps.guestKeyboards?.of(req.params.vm);
    if (!keyboard) return sendError(res, 404, `No simulated machine ${req.params.vm}.`);
    res.json(keyboard);
  });

  router.put('/machines/:vm/keyboard', async (req, res) => {
    const layout = (req.body as { layout?: unknown } | undefined)?.layout;
    if (!isKeyboardLayout(layout)) return sendError(res, 400, `layout must be one of ${KEYBOARD_LAYOUTS.join(', ')}.`);
    if (!(await deps.guestKeyboards?.setLayout(req.params.vm, layout))) {
      return sendError(res, 404, `No simulated machine ${req.params.vm}.`);
    }
    res.status(204).end();
  });

  // A simulated guest's files: every path, or one file's size and SHA-256 (?path=), to compare with what was sent.
  router.get('/machines/:vm/files', async (req, res) => {
    const { vm } = req.params;
    const path = typeof req.query.path === 'string' ? req.query.path : undefined;
    const answer = path === undefined ? await deps.guestFiles?.paths(vm) : await deps.guestFiles?.digest(vm, path);
    if (answer === undefined) return sendError(res, 404, `No simulated machine ${vm}.`);
    if (answer === null) return sendError(res, 404, `There is no file ${path} in ${vm}.`);
    res.json(answer);
  });

  router.use(apiNotFound);
  router.use(apiErrorHandler(deps.logger));
  return router;
}
