import type { FeatureParts, ServerFeature } from '../feature';
import { courseRoutes } from './course-routes';
import { createCourseService } from './course-service';

export type { CourseService } from './course-service';

/** The course service as the routes and the demo's seeding use it. */
export function courseServiceOf({
  storage,
  machines,
  clock,
  config,
}: Pick<FeatureParts, 'storage' | 'machines' | 'clock' | 'config'>) {
  return createCourseService({ storage, hypervisor: machines.hypervisor, clock, graceMs: config.labGraceMs });
}

/** Instructors' courses: a folder of template machines and a lab manual. */
export const coursesFeature: ServerFeature = {
  name: 'courses',
  routes: (parts) => courseRoutes({ courses: courseServiceOf(parts), instructor: parts.instructor }),
};
