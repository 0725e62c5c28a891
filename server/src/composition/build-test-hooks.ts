import type { RequestHandler, Router } from 'express';
import type { Logger } from '../domain/ports/logger';
import type { AdjustableClock } from '../scheduler/clock';
import { createFaultInjector } from '../test-hooks/fault-injection';
import { createTestHooksRouter } from '../test-hooks/test-hooks';
import type { InstructorTokenMinter } from '../test-hooks/test-tokens';
import type { MachineParts } from './build-machines';
import type { StorageParts } from './build-storage';

export interface TestHookParts {
  /** /__test__. */
  router: Router;
  /** The injected faults, in front of everything else. */
  faults: RequestHandler;
}

/** ENABLE_TEST_HOOKS=1 only: faults, the clock, tokens and views of the state, for the tests to drive. */
export function buildTestHooks(deps: {
  logger: Logger;
  clock: AdjustableClock;
  tokens: InstructorTokenMinter;
  stored: StorageParts;
  machines: MachineParts;
  graceMs: number;
}): TestHookParts {
  const { hypervisor, consoles, jobs, scheduler } = deps.machines;
  const faults = createFaultInjector();
  const router = createTestHooksRouter({
    faults,
    clock: deps.clock,
    scheduler,
    idleSetting: deps.machines.idleSetting,
    idle: deps.machines.idle,
    jobs,
    tokens: deps.tokens,
    storage: deps.stored.storage,
    hypervisor,
    consoles,
    events: deps.stored.classEvents,
    logger: deps.logger,
    graceMs: deps.graceMs,
    guestKeyboards: deps.machines.guestKeyboards,
    guestFiles: deps.machines.guestFiles,
  });
  return { router, faults: faults.middleware };
}
