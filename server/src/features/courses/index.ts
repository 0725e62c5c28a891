import type { FeatureParts, ServerFeature } from '../feature';
import { guestAccountsOf } from '../guest-accounts';
import { fileFoldersOf } from '../guest-files';
import { keyboardLayoutsOf } from '../typing';
import { courseRoutes } from './course-routes';
import { createCourseService } from './course-service';

export type { CourseService } from './course-service';

/** The course service as the routes and the demo's seeding use it. */
export function courseServiceOf(parts: Pick<FeatureParts, 'storage' | 'database' | 'machines' | 'clock' | 'config'>) {
  const { storage, machines, clock, config } = parts;
  return createCourseService({
    storage,
    hypervisor: machines.hypervisor,
    guestAccounts: guestAccountsOf(parts),
    keyboardLayouts: keyboardLayoutsOf(parts),
    fileFolders: fileFoldersOf(parts),
    clock,
    graceMs: config.labGraceMs,
  });
}

/** Instructors' courses: a folder of template machines and a lab manual. */
export const coursesFeature: ServerFeature = {
  name: 'courses',
  routes: (parts) => courseRoutes({ courses: courseServiceOf(parts), instructor: parts.instructor }),
};
