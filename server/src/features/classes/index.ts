import type { ServerFeature } from '../feature';
import { createClassEndService } from './class-end-service';
import { classRoutes } from './class-routes';
import { createClassService } from './class-service';

export { type ClassService, createClassService } from './class-service';

/** Instructors' classes: create, edit, delete, and move a running class's end; the scheduler follows at once. */
export const classesFeature: ServerFeature = {
  name: 'classes',
  routes: ({ storage, clock, config, events, machines, instructor }) => {
    // A changed class is provisioned or removed at once, not at the scheduler's next tick.
    const onChange = () => machines.scheduler.poke();
    return classRoutes({
      classes: createClassService({
        storage,
        clock,
        loginDomain: config.loginDomain,
        onChange,
        events,
        graceMs: config.labGraceMs,
      }),
      classEnd: createClassEndService({ storage, clock, events, graceMs: config.labGraceMs, onChange }),
      instructor,
    });
  },
};
