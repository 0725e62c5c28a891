import type { ServerFeature } from '../feature';
import { guestAccountsOf } from '../guest-accounts';
import { checkRoutes } from './check-routes';
import { createCheckRunner } from './check-runner';
import { createCheckService } from './check-service';
import { createManualChecksOfClass } from './manual-checks-of-class';
import { createCheckAttemptRepository } from './sql-check-attempt-repository';
import { createCheckRunLeases } from './sql-check-run-leases';

/**
 * A manual's checks, run in a student's own lab machine through VMware Tools: a student's "Check my work", the
 * instructor's grid, CSV and "Check everyone", each verdict pushed to the class's monitor.
 */
export const checksFeature: ServerFeature = {
  name: 'checks',
  routes: (parts) => {
    const { storage, database, machines, config, clock, events, logger, requireOpen } = parts;
    const runCheck = createCheckRunner({
      hypervisor: machines.hypervisor,
      storage,
      accounts: guestAccountsOf(parts),
    });
    return checkRoutes({
      checks: createCheckService({
        storage,
        attempts: createCheckAttemptRepository(database),
        runs: createCheckRunLeases(database),
        leaseMarginMs: config.checkLeaseMarginMs,
        manualChecksOf: createManualChecksOfClass(storage),
        runCheck,
        requireOpen,
        events,
        clock,
        logger,
        limit: config.checkLimit,
        parallel: config.checkParallel,
      }),
      // A check is the student at work in their lab.
      student: parts.activeStudent,
      instructor: parts.instructor,
    });
  },
};
