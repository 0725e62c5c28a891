import type { ServerFeature } from '../feature';
import { manualRoutes } from './manual-routes';
import { createManualService } from './manual-service';

/** The lab manual: a class's version for its students and instructor, and each student's place in it. */
export const manualsFeature: ServerFeature = {
  name: 'manuals',
  routes: ({ storage, clock, events, activeStudent, instructor }) =>
    manualRoutes({ manuals: createManualService({ storage, clock, events }), student: activeStudent, instructor }),
};
