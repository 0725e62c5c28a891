import type { FeatureParts, ServerFeature } from '../feature';
import { machineLayoutOf } from '../typing';
import { labRoutes } from './lab-routes';
import { createLabService, type LabService } from './lab-service';

export type { LabService } from './lab-service';

/** A student's lab as the login and a personal link's sign-in answer it alike. */
export function labServiceOf(
  parts: Pick<FeatureParts, 'storage' | 'machines' | 'clock' | 'events' | 'config'>,
): LabService {
  const { storage, machines, clock, events, config } = parts;
  return createLabService({
    storage,
    hypervisor: machines.hypervisor,
    jobs: machines.jobs,
    clock,
    consoles: machines.consoles,
    events,
    graceMs: config.labGraceMs,
  });
}

/** A student's lab (spec §7): sign-in, the machines and their power, a console's ticket, revert, a raised hand. */
export const labsFeature: ServerFeature = {
  name: 'labs',
  routes: (parts) =>
    labRoutes({
      labs: labServiceOf(parts),
      // Every student call here is the student at their lab.
      student: parts.activeStudent,
      fileUploadMaxBytes: parts.config.fileUploadMaxBytes,
      layoutOf: machineLayoutOf(parts),
    }),
};
