import type { ServerFeature } from '../feature';
import { machineLayoutOf } from '../typing';
import { classLabRoutes } from './class-lab-routes';
import { createClassLabService } from './class-lab-service';

export { findClassMachine, publishMachineChanges } from './class-lab-service';

/** The instructor's class monitor: every student's lab of a class live, and help in one click. */
export const classMonitorFeature: ServerFeature = {
  name: 'class-monitor',
  routes: (parts) => {
    const { storage, machines, clock, events, config, instructor } = parts;
    return classLabRoutes({
      classLabs: createClassLabService({
        storage,
        hypervisor: machines.hypervisor,
        jobs: machines.jobs,
        clock,
        consoles: machines.consoles,
        events,
        graceMs: config.labGraceMs,
      }),
      instructor,
      fileUploadMaxBytes: config.fileUploadMaxBytes,
      layoutOf: machineLayoutOf(parts),
    });
  },
};
