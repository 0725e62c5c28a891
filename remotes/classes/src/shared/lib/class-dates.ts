import {
  type CalendarDay,
  type ClassDays,
  type ClassTimestamps,
  toClassDays as classDaysIn,
  toClassTimestamps as classTimestampsIn,
  isValidTimeZone,
  midnightIn,
} from '@academy/class-rules';
import { formatInTimeZone } from 'date-fns-tz';

/**
 * Class dates (spec §4 "Classes and courses", §7 "Class dates on submit").
 *
 * A class is stored as two instants: `startDate`, midnight at the start of its first day, and `endDate`, midnight
 * at the start of the day AFTER its last day, both in the class's own time zone. The form works in calendar days
 * (yyyy-mm-dd) plus a zone; @academy/class-rules converts between the two, as the server does, and these
 * functions add what the front end needs around it.
 *
 * Which zone a stored instant is read in: the class's own. The spec words the edit prefill as "the UTC parts"; that
 * is exactly the class-zone reading for every zone at or west of UTC (midnight there falls on the same UTC date),
 * but for a zone east of UTC (Asia/Kolkata, Pacific/Auckland) midnight falls on the previous UTC date, and saving
 * an unchanged form would move the class one day earlier each time. Reading in the class's zone makes the form a
 * faithful round trip, and the list shows the same days the form would prefill. A class without a usable zone is
 * read in UTC, i.e. by its UTC parts, as the spec words it.
 */

const DAY_MS = 24 * 3_600_000;

/** Zone used to read a class that carries no usable zone: its dates are then read by their UTC parts. */
export const FALLBACK_TIME_ZONE = 'UTC';

function usableZone(timeZone: string | undefined): string {
  return timeZone && isValidTimeZone(timeZone) ? timeZone : FALLBACK_TIME_ZONE;
}

/** What the form sends (spec §7): midnight of the first day and of the day after the last, in the chosen zone. */
export function toClassTimestamps(days: ClassDays): ClassTimestamps {
  return classTimestampsIn({ ...days, timeZone: usableZone(days.timeZone) });
}

/** The days a stored class covers, read in its zone (see above for a class without a usable zone). */
export function toClassDays(dates: ClassTimestamps & { timeZone?: string }): ClassDays {
  return classDaysIn({ ...dates, timeZone: usableZone(dates.timeZone) });
}

/** A day as the class list shows it: a short date with a comma before the year, 'Nov 21, 2026'. */
export function formatShortDay(day: CalendarDay): string {
  return formatInTimeZone(midnightIn(day, 'UTC'), 'UTC', 'MMM d, yyyy');
}

/** The list's Schedule cell (spec §2 "Class list"): 'Nov 21, 2026 to Nov 23, 2026', in the class's zone. */
export function formatSchedule(dates: ClassTimestamps & { timeZone?: string }): string {
  const { firstDay, lastDay } = toClassDays(dates);
  return `${formatShortDay(firstDay)} to ${formatShortDay(lastDay)}`;
}

/** The soft delete's dates (spec §4): both set to yesterday, the same instant one day before now. */
export function yesterdayOf(now: Date): string {
  return new Date(now.getTime() - DAY_MS).toISOString();
}

/** True once the class's end date has passed: after an edit it then shows COMPLETED (spec §4). */
export function hasEnded(endDate: string, now: Date): boolean {
  return new Date(endDate).getTime() <= now.getTime();
}
