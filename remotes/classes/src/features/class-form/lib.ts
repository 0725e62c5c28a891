import {
  MAX_ATTENDEES,
  MIN_ATTENDEES,
  type PassphraseMode,
  type RosterRowInput,
  type TrainingClass,
  type TrainingClassInput,
  type TrainingCourse,
} from '@academy/api';
import { isCalendarDay, isEmailAddress, isValidTimeZone } from '@academy/class-rules';
import type { FormErrors } from '@academy/ui/instructor';
import { toClassDays, toClassTimestamps } from '@/shared/lib/class-dates';

/** The class form's fields as react-final-form holds them: selects and date inputs give strings. */
export interface ClassFormValues {
  name: string;
  courseId: string;
  timeZone: string;
  /** yyyy-mm-dd */
  firstDay: string;
  /** yyyy-mm-dd */
  lastDay: string;
  instructor: string;
  /** '1' to '15', or '' before a choice. */
  attendees: string;
}

export type ClassFormErrors = FormErrors<ClassFormValues>;

/** Spec §5 "Class form", character for character, plus the last-day rule the backend enforces. */
export const classFormMessages = {
  nameRequired: 'Name is required.',
  courseRequired: 'Please select a course option.',
  timeZoneRequired: 'Please select a time zone.',
  firstDayRequired: 'Please select the first day of class.',
  lastDayRequired: 'Please select the last day of class.',
  instructorRequired: 'Instructor email is required.',
  instructorFormat: 'Please check the email format.',
  attendeesRequired: 'Attendees is required.',
  lastDayBeforeFirst: 'Last day must be on or after the first day.',
} as const;

/** Helper text under Attendees (spec §2). */
export const PROVISIONING_NOTE =
  'Please note the class will be provisioned one day before the first day and shut down at the end of the last day.';

/** Attendees choices: the integers 1 to 15 (spec §5, §9). */
export const ATTENDEE_CHOICES: readonly number[] = Array.from(
  { length: MAX_ATTENDEES - MIN_ATTENDEES + 1 },
  (_, index) => MIN_ATTENDEES + index,
);

export function blankClassForm(timeZone: string): ClassFormValues {
  return { name: '', courseId: '', timeZone, firstDay: '', lastDay: '', instructor: '', attendees: '' };
}

/** The form's values with every field: react-final-form leaves a field it emptied undefined. */
export function completeClassForm(values: Partial<ClassFormValues>): ClassFormValues {
  return {
    ...blankClassForm(''),
    ...Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)),
  };
}

/**
 * The edit prefill (spec §4), done once the course list has loaded: name, courseId, instructor and attendees copied;
 * the dates as yyyy-mm-dd days read in the class's zone, which the Time Zone field then shows (see class-dates.ts:
 * for UTC and every zone west of it these are the UTC parts the spec names). A class whose zone the browser does
 * not know gets the browser's zone, the spec's default, and its dates by their UTC parts.
 */
export function prefillClassForm(trainingClass: TrainingClass, browserZone: string): ClassFormValues {
  const zone = isValidTimeZone(trainingClass.timeZone) ? trainingClass.timeZone : undefined;
  const { firstDay, lastDay } = toClassDays({ ...trainingClass, timeZone: zone });
  return {
    name: trainingClass.name,
    courseId: trainingClass.courseId,
    timeZone: zone ?? browserZone,
    firstDay,
    lastDay,
    instructor: trainingClass.instructor,
    attendees: String(trainingClass.attendees),
  };
}

/**
 * react-final-form's validate: one message a field, the first rule each field breaks. The zone and e-mail rules are
 * the server's own (@academy/class-rules), so a form that passes is not refused for them. With a roster, Attendees is
 * its row count (`attendeesFromRoster`): nothing to choose.
 */
export function validateClassForm(
  values: Partial<ClassFormValues>,
  { attendeesFromRoster = false }: { attendeesFromRoster?: boolean } = {},
): ClassFormErrors {
  const errors: ClassFormErrors = {};
  const text = (value: string | undefined) => (value ?? '').trim();
  if (!text(values.name)) errors.name = classFormMessages.nameRequired;
  if (!text(values.courseId)) errors.courseId = classFormMessages.courseRequired;
  if (!isValidTimeZone(text(values.timeZone))) errors.timeZone = classFormMessages.timeZoneRequired;
  if (!isCalendarDay(text(values.firstDay))) errors.firstDay = classFormMessages.firstDayRequired;
  if (!isCalendarDay(text(values.lastDay))) errors.lastDay = classFormMessages.lastDayRequired;
  else if (!errors.firstDay && text(values.lastDay) < text(values.firstDay)) {
    errors.lastDay = classFormMessages.lastDayBeforeFirst;
  }
  const instructor = text(values.instructor);
  if (!instructor) errors.instructor = classFormMessages.instructorRequired;
  else if (!isEmailAddress(instructor)) errors.instructor = classFormMessages.instructorFormat;
  if (!attendeesFromRoster && (!ATTENDEE_CHOICES.includes(Number(values.attendees)) || text(values.attendees) === '')) {
    errors.attendees = classFormMessages.attendeesRequired;
  }
  return errors;
}

/** The roster's part of the class's body: Attendees when the roster decides it, and the roster and mode it sends. */
export interface RosterPart {
  /** The roster's row count; null without a roster (the Attendees select counts). */
  attendees: number | null;
  roster?: RosterRowInput[];
  passphraseMode?: PassphraseMode;
}

/**
 * The body of the create and update calls (spec §7), from valid form values; with a roster, its rows and the
 * passphrase choice, Attendees its row count. Without one the body is the spec's, field for field.
 */
export function toClassInput(values: ClassFormValues, roster: RosterPart = { attendees: null }): TrainingClassInput {
  return {
    name: values.name.trim(),
    courseId: values.courseId,
    timeZone: values.timeZone,
    ...toClassTimestamps({ firstDay: values.firstDay, lastDay: values.lastDay, timeZone: values.timeZone }),
    instructor: values.instructor.trim(),
    attendees: roster.attendees ?? Number(values.attendees),
    ...(roster.roster ? { roster: roster.roster } : {}),
    ...(roster.passphraseMode ? { passphraseMode: roster.passphraseMode } : {}),
  };
}

/**
 * The courses a class can be given: the ACTIVE ones, in the server's order. The course of the class being edited
 * stays even when it was archived since, so the form shows it and saving keeps it.
 */
export function courseChoices(courses: readonly TrainingCourse[], keptCourseId?: string): TrainingCourse[] {
  return courses.filter((course) => course.status === 'ACTIVE' || course.id === keptCourseId);
}

/** The loading overlay's words (spec §2). */
export const LOADING_COURSES_TEXT = 'Loading courses data';

/** The overlay's trailing dots: 0 to 3. */
export function loadingDots(dots: number): string {
  return '.'.repeat(dots);
}
