import type { ClassEnd, ClassStatus } from '@academy/api';
import { addCalendarDays, calendarDayIn, midnightIn } from '@academy/class-rules';
import type { ClassRecord } from './ports/storage';

type Schedule = Pick<ClassRecord, 'startDate' | 'endDate' | 'timeZone'> & Partial<Pick<ClassRecord, 'extendedEnd'>>;

/**
 * Labs are provisioned one calendar day before the first day, in the class's zone (spec §9): from midnight at the
 * start of the day before the day the class starts on, by the same midnight rule the front end sends dates with.
 */
export function provisioningStartsAt({ startDate, timeZone }: Schedule): Date {
  const dayBefore = addCalendarDays(calendarDayIn(startDate, timeZone), -1);
  return new Date(midnightIn(dayBefore, timeZone));
}

/** The class's end: the end its instructor set last (extend, or a new end), else the midnight after the last day. */
export function classEndsAt(schedule: Schedule): Date {
  return schedule.extendedEnd ?? schedule.endDate;
}

/**
 * When the labs are powered off and removed: the class's end plus the grace period (LAB_GRACE_MINUTES). Nothing of
 * a lab is powered off before it.
 */
export function labsEndAt(schedule: Schedule, graceMs: number): Date {
  return new Date(classEndsAt(schedule).getTime() + graceMs);
}

/** The class's end and its labs' end, as the API tells them. */
export function classEndOf(schedule: Schedule, graceMs: number): ClassEnd {
  return { endsAt: classEndsAt(schedule).toISOString(), labsEndAt: labsEndAt(schedule, graceMs).toISOString() };
}

/**
 * SCHEDULED until provisioning starts, RUNNING while the labs exist, COMPLETED once they go (the class's end plus
 * the grace period).
 */
export function classStatus(schedule: Schedule, now: Date, graceMs: number): ClassStatus {
  if (now.getTime() >= labsEndAt(schedule, graceMs).getTime()) return 'COMPLETED';
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
