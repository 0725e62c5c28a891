import type { ClassStatus, PassphraseMode, TrainingClass } from '@academy/api';
import { byText, type Comparator, type SortOrder, sortedBy } from '@academy/ui/instructor';
import { formatSchedule, formatShortDay, toClassDays } from '@/shared/lib/class-dates';
import { usernameOf } from '@/shared/lib/username';

/** The sortable columns of the class list (spec §2): Schedule sorts by start date. */
export type ClassSortColumn = 'status' | 'name' | 'instructor' | 'schedule';

/** One row of the class list as the table draws it. */
export interface ClassRow {
  id: string;
  status: ClassStatus | string;
  name: string;
  instructor: string;
  /** Student usernames without their domain part. */
  usernames: string[];
  passphrase: string;
  /** 'PERSONAL': each student has their own passphrase, and the class none to show. */
  passphraseMode: PassphraseMode;
  /** 'Nov 21, 2026 to Nov 23, 2026', in the class's zone. */
  schedule: string;
  /** The schedule's two dates, 'Nov 21, 2026' and 'Nov 23, 2026', each kept on one line. */
  scheduleDays: [string, string];
  timeZone: string;
}

export { usernameOf } from '@/shared/lib/username';

/** Completed classes are hidden from the list (spec §4, §9). */
export function isListed(trainingClass: TrainingClass): boolean {
  return trainingClass.status !== 'COMPLETED';
}

const classComparators: Record<ClassSortColumn, Comparator<TrainingClass>> = {
  status: byText((trainingClass) => trainingClass.status),
  name: byText((trainingClass) => trainingClass.name),
  instructor: byText((trainingClass) => trainingClass.instructor),
  schedule: (a, b) => Date.parse(a.startDate) - Date.parse(b.startDate),
};

/** The list in the chosen order; ties keep the server's order. No order keeps the server's order. */
export function sortClasses(
  classes: readonly TrainingClass[],
  order: SortOrder<ClassSortColumn> | null,
): TrainingClass[] {
  return sortedBy(classes, order, classComparators);
}

function scheduleDaysOf(trainingClass: TrainingClass): [string, string] {
  const { firstDay, lastDay } = toClassDays(trainingClass);
  return [formatShortDay(firstDay), formatShortDay(lastDay)];
}

export function toClassRow(trainingClass: TrainingClass): ClassRow {
  return {
    id: trainingClass.id,
    status: trainingClass.status,
    name: trainingClass.name,
    instructor: trainingClass.instructor,
    usernames: trainingClass.emails.map(usernameOf),
    passphrase: trainingClass.passphrase,
    // An older server tells no mode: its classes have one passphrase.
    passphraseMode: trainingClass.passphraseMode ?? 'CLASS',
    schedule: formatSchedule(trainingClass),
    scheduleDays: scheduleDaysOf(trainingClass),
    timeZone: trainingClass.timeZone,
  };
}

/** The rows shown: completed classes hidden, in the chosen order. */
export function classRowsOf(classes: readonly TrainingClass[], order: SortOrder<ClassSortColumn> | null): ClassRow[] {
  return sortClasses(classes.filter(isListed), order).map(toClassRow);
}
