import type { ServerConfig } from '../config';
import { type AuditTrail, createAuditTrail } from '../domain/audit-trail';
import { type ClassLabService, createClassLabService } from '../domain/class-labs';
import { type ClassService, createClassService } from '../domain/classes';
import { type CourseService, createCourseService } from '../domain/courses';
import { createLabService, type LabService } from '../domain/labs';
import { createManualService, type ManualService } from '../domain/manuals';
import type { Clock } from '../domain/ports/clock';
import type { MachineParts } from './build-machines';
import type { StorageParts } from './build-storage';

export interface TrainingServices {
  classes: ClassService;
  courses: CourseService;
  labs: LabService;
  classLabs: ClassLabService;
  manuals: ManualService;
  trail: AuditTrail;
}

/** The domain's use cases over storage and machines: what the API serves and the demo data is seeded through. */
export function buildServices(deps: {
  config: ServerConfig;
  clock: Clock;
  stored: StorageParts;
  machines: MachineParts;
}): TrainingServices {
  const { config, clock } = deps;
  const { storage, classEvents: events } = deps.stored;
  const { hypervisor, consoles, jobs, scheduler } = deps.machines;
  return {
    // A changed class is provisioned or removed at once, not at the scheduler's next tick.
    classes: createClassService({
      storage,
      clock,
      loginDomain: config.loginDomain,
      onChange: () => scheduler.poke(),
      events,
    }),
    courses: createCourseService({ storage, hypervisor, clock }),
    labs: createLabService({ storage, hypervisor, jobs, clock, consoles, events }),
    classLabs: createClassLabService({
      storage,
      hypervisor,
      jobs,
      clock,
      consoles,
      events,
    }),
    manuals: createManualService({ storage, clock, events }),
    trail: createAuditTrail({ audit: storage.audit }),
  };
}
