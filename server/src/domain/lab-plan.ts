import { classStatus, labIdOf } from './class-schedule';
import type { TemplateFolder, TemplateMachine } from './ports/hypervisor';
import type { ClassRecord, CourseRecord } from './ports/storage';

/** The machines one student's lab must hold, in the order the lab lists them. */
export interface LabPlan {
  labId: string;
  templates: TemplateMachine[];
}

/** The course's machines that exist in its folder (a template removed from the catalog is skipped). */
export function courseTemplates(
  course: CourseRecord | undefined,
  folders: readonly TemplateFolder[],
): TemplateMachine[] {
  if (!course) return [];
  const folder = folders.find((candidate) => candidate.folder === course.folder);
  if (!folder) return [];
  return course.vms.flatMap((vm) => folder.vms.filter((template) => template.vm === vm));
}

/** Every lab that must exist at `now`: one per student of each RUNNING class (until its end plus `graceMs`). */
export function desiredLabs(
  classes: readonly ClassRecord[],
  courses: readonly CourseRecord[],
  folders: readonly TemplateFolder[],
  now: Date,
  graceMs: number,
): LabPlan[] {
  return classes
    .filter((trainingClass) => classStatus(trainingClass, now, graceMs) === 'RUNNING')
    .flatMap((trainingClass) => {
      const course = courses.find((candidate) => candidate.id === trainingClass.courseId);
      const templates = courseTemplates(course, folders);
      return trainingClass.emails.map((email) => ({ labId: labIdOf(trainingClass.id, email), templates }));
    });
}
