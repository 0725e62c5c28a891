import type { ServerFeature } from '../feature';
import { createClassUsage } from './class-usage';
import { usageRoutes } from './usage-routes';

export { recordPowerTransitions } from './class-usage';

/** A class's machine-hours per student and day, from the machines' power transitions. */
export const usageFeature: ServerFeature = {
  name: 'usage',
  routes: ({ storage, clock, instructor }) =>
    usageRoutes({
      usage: createClassUsage({ classes: storage.classes, transitions: storage.powerTransitions, clock }),
      instructor,
    }),
};
