import type { ServerFeature } from '../feature';
import { courseRoutes } from './course-routes';
import { createCourseService } from './course-service';

export { type CourseService, createCourseService } from './course-service';

/** Instructors' courses: a folder of template machines and a lab manual. */
export const coursesFeature: ServerFeature = {
  name: 'courses',
  routes: ({ storage, machines, clock, config, instructor }) =>
    courseRoutes({
      courses: createCourseService({ storage, hypervisor: machines.hypervisor, clock, graceMs: config.labGraceMs }),
      instructor,
    }),
};
