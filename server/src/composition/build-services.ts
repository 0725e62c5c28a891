import type { ServerConfig } from '../config';
import { type AuditTrail, createAuditTrail } from '../domain/audit-trail';
import { type ClassEndService, createClassEndService } from '../domain/class-end';
import { type ClassLabService, createClassLabService } from '../domain/class-labs';
import { type ClassMessageService, createClassMessageService } from '../domain/class-messages';
import { type ClassPresentationService, createClassPresentationService } from '../domain/class-presentation';
import { type ClassUsageService, createClassUsage } from '../domain/class-usage';
import { type ClassService, createClassService } from '../domain/classes';
import type { ConsoleWatchLog } from '../domain/console-watch';
import { type CourseService, createCourseService } from '../domain/courses';
import type { LabActivity } from '../domain/lab-activity';
import { createLabService, type LabService } from '../domain/labs';
import { createManualService, type ManualService } from '../domain/manuals';
import { createRequireOpenClass } from '../domain/open-class';
import type { Clock } from '../domain/ports/clock';
import type { ScreenPauses } from '../domain/screen-pause';
import { createStudentChannel, type StudentChannel } from '../domain/student-channel';
import type { MachineParts } from './build-machines';
import type { StorageParts } from './build-storage';

export interface TrainingServices {
  classes: ClassService;
  classEnd: ClassEndService;
  courses: CourseService;
  labs: LabService;
  studentChannel: StudentChannel;
  activity: LabActivity;
  classLabs: ClassLabService;
  manuals: ManualService;
  messages: ClassMessageService;
  watches: ConsoleWatchLog;
  pauses: ScreenPauses;
  presentations: ClassPresentationService;
  trail: AuditTrail;
  usage: ClassUsageService;
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
  const { hypervisor, consoles, jobs, scheduler, activity, watchLog, pauses } = deps.machines;
  const requireOpen = createRequireOpenClass({ storage, clock, graceMs: config.labGraceMs });
  return {
    // A changed class is provisioned or removed at once, not at the scheduler's next tick.
    classes: createClassService({
      storage,
      clock,
      loginDomain: config.loginDomain,
      onChange: () => scheduler.poke(),
      events,
      graceMs: config.labGraceMs,
    }),
    classEnd: createClassEndService({
      storage,
      clock,
      events,
      graceMs: config.labGraceMs,
      onChange: () => scheduler.poke(),
    }),
    courses: createCourseService({ storage, hypervisor, clock, graceMs: config.labGraceMs }),
    labs: createLabService({ storage, hypervisor, jobs, clock, consoles, events, graceMs: config.labGraceMs }),
    activity,
    studentChannel: createStudentChannel({ events, clock, graceMs: config.labGraceMs }),
    classLabs: createClassLabService({
      storage,
      hypervisor,
      jobs,
      clock,
      consoles,
      events,
      graceMs: config.labGraceMs,
    }),
    manuals: createManualService({ storage, clock, events }),
    messages: createClassMessageService({ storage, clock, events, requireOpen }),
    watches: watchLog,
    pauses,
    presentations: createClassPresentationService({ storage, hypervisor, consoles, clock, events, requireOpen }),
    trail: createAuditTrail({ audit: storage.audit, classes: storage.classes }),
    usage: createClassUsage({ classes: storage.classes, transitions: storage.powerTransitions, clock }),
  };
}
