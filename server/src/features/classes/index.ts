import type { FeatureParts, ServerFeature } from '../feature';
import { classRostersOf } from '../roster';
import { createClassEndService } from './class-end-service';
import { classRoutes } from './class-routes';
import { type ClassService, createClassService } from './class-service';

export type { ClassService } from './class-service';

/** The class service as the routes and the demo's seeding use it: a changed class pokes the scheduler at once. */
export function classServiceOf(
  parts: Pick<FeatureParts, 'storage' | 'clock' | 'config' | 'events' | 'machines'>,
): ClassService {
  const { storage, clock, config, events, machines } = parts;
  return createClassService({
    storage,
    clock,
    loginDomain: config.loginDomain,
    onChange: () => machines.scheduler.poke(),
    events,
    graceMs: config.labGraceMs,
    rosters: classRostersOf(parts),
  });
}

/** Instructors' classes: create, edit, delete, and move a running class's end; the scheduler follows at once. */
export const classesFeature: ServerFeature = {
  name: 'classes',
  routes: (parts) => {
    const { storage, clock, config, events, machines, instructor } = parts;
    // A class whose end moved is provisioned or removed at once, not at the scheduler's next tick.
    const onChange = () => machines.scheduler.poke();
    return classRoutes({
      classes: classServiceOf(parts),
      classEnd: createClassEndService({ storage, clock, events, graceMs: config.labGraceMs, onChange }),
      instructor,
    });
  },
};
