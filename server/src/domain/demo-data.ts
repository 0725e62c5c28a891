import { addCalendarDays, calendarDayIn, toClassTimestamps } from '@academy/class-rules';
import type { ClassService } from '../features/classes';
import type { CourseService } from '../features/courses';
import type { LabJobs } from './lab-jobs';
import { desiredLabs } from './lab-plan';
import type { Clock } from './ports/clock';
import type { Hypervisor } from './ports/hypervisor';
import type { Storage } from './ports/storage';

export interface DemoDataDeps {
  courses: CourseService;
  classes: ClassService;
  storage: Pick<Storage, 'classes' | 'courses'>;
  hypervisor: Hypervisor;
  jobs: LabJobs;
  clock: Clock;
  instructorEmail: string;
  timeZone: string;
}

const DEMO_CLASS_DAYS = 5;
const DEMO_ATTENDEES = 3;

/**
 * First start only: an active course and a class whose first day is today, its labs already provisioned, so a
 * student can sign in at once and an instructor sees usernames and passphrase in the class list.
 */
export async function seedDemoData(deps: DemoDataDeps): Promise<void> {
  const folders = await deps.hypervisor.templateFolders();
  const withMachines = folders.filter((folder) => folder.vms.length > 0 && !folder.name.includes('@'));
  const [main, other] = withMachines;
  if (!main) return;

  const course = await deps.courses.create({
    name: main.name,
    description: `Hands-on lab: ${main.vms.map((vm) => vm.name).join(', ')}.`,
    folder: main.folder,
    status: 'ACTIVE',
    vms: main.vms.map((vm) => vm.vm),
  });
  if (other) {
    await deps.courses.create({
      name: other.name,
      description: 'An archived course, kept for its history.',
      folder: other.folder,
      status: 'ARCHIVED',
      vms: other.vms.map((vm) => vm.vm),
    });
  }

  const firstDay = calendarDayIn(deps.clock.now(), deps.timeZone);
  const lastDay = addCalendarDays(firstDay, DEMO_CLASS_DAYS - 1);
  const { startDate, endDate } = toClassTimestamps({ firstDay, lastDay, timeZone: deps.timeZone });
  await deps.classes.create({
    name: `${main.name} (demo)`,
    courseId: course.id,
    timeZone: deps.timeZone,
    startDate: new Date(startDate),
    endDate: new Date(endDate),
    instructor: deps.instructorEmail,
    attendees: DEMO_ATTENDEES,
  });

  const { classes, courses } = deps.storage;
  const plans = desiredLabs(await classes.list(), await courses.list(), folders, deps.clock.now(), 0);
  for (const plan of plans) await deps.jobs.provisionNow(plan);
}
