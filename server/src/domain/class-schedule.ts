import { addCalendarDays, calendarDayIn, midnightIn } from '@academy/class-rules';
import type { ClassEnd, ClassStatus } from '@academy/contracts';
import type { ClassRecord } from './ports/storage';

type Schedule = Pick<ClassRecord, 'startDate' | 'endDate' | 'timeZone'>;

/**
 * Labs are provisioned one calendar day before the first day, in the class's zone (spec §9): from midnight at the
 * start of the day before the day the class starts on, by the same midnight rule the front end sends dates with.
 */
export function provisioningStartsAt({ startDate, timeZone }: Schedule): Date {
  const dayBefore = addCalendarDays(calendarDayIn(startDate, timeZone), -1);
  return new Date(midnightIn(dayBefore, timeZone));
}

/**
 * SCHEDULED until provisioning starts, RUNNING while the labs exist, COMPLETED from the end date on
 * (the end date is the midnight after the last day).
 */
export function classStatus(schedule: Schedule, now: Date): ClassStatus {
  if (now.getTime() >= schedule.endDate.getTime()) return 'COMPLETED';
  if (now.getTime() >= provisioningStartsAt(schedule).getTime()) return 'RUNNING';
  return 'SCHEDULED';
}

/** Id of one student's lab: labs belong to a class and a username. */
export function labIdOf(classId: string, email: string): string {
  return `${classId}/${email}`;
}

/** The class and student a lab id belongs to (the inverse of labIdOf: class ids never hold a '/'). */
export function labOwner(labId: string): { classId: string; email: string } {
  const slash = labId.indexOf('/');
  return { classId: labId.slice(0, slash), email: labId.slice(slash + 1) };
}

/** When the class ends and when its labs are powered off and removed: `graceMs` after the end. */
export function classEndOf(schedule: Schedule, graceMs: number): ClassEnd {
  return {
    endsAt: schedule.endDate.toISOString(),
    labsEndAt: new Date(schedule.endDate.getTime() + graceMs).toISOString(),
  };
}
