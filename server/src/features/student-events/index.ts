import type { ServerFeature } from '../feature';
import { createStudentChannel } from './student-channel';
import { studentEventRoutes } from './student-event-routes';

/** The student's push channel (class end, messages, pauses, the idle warning) and 'I'm still here'. */
export const studentEventsFeature: ServerFeature = {
  name: 'student-events',
  routes: ({ events, clock, config, machines, student }) =>
    studentEventRoutes({
      channel: createStudentChannel({ events, clock, graceMs: config.labGraceMs }),
      activity: machines.activity,
      student,
    }),
};
