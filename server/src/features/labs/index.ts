import type { ServerFeature } from '../feature';
import { labRoutes } from './lab-routes';
import { createLabService } from './lab-service';

/** A student's lab (spec §7): sign-in, the machines and their power, a console's ticket, revert, a raised hand. */
export const labsFeature: ServerFeature = {
  name: 'labs',
  routes: ({ storage, machines, clock, events, config, activeStudent }) =>
    labRoutes({
      labs: createLabService({
        storage,
        hypervisor: machines.hypervisor,
        jobs: machines.jobs,
        clock,
        consoles: machines.consoles,
        events,
        graceMs: config.labGraceMs,
      }),
      // Every student call here is the student at their lab.
      student: activeStudent,
    }),
};
