import { formatInTimeZone, fromZonedTime, getTimezoneOffset } from 'date-fns-tz';

/**
 * Class dates (spec §4 "Classes and courses", §7 "Class dates on submit").
 *
 * A class is stored as two instants: `startDate`, midnight at the start of its first day, and `endDate`, midnight
 * at the start of the day AFTER its last day, both in the class's own time zone. The form works in calendar days
 * (yyyy-mm-dd) plus a zone; these pure functions convert between the two and are the only place that does.
 *
 * Which zone a stored instant is read in: the class's own. The spec words the edit prefill as "the UTC parts"; that
 * is exactly the class-zone reading for every zone at or west of UTC (midnight there falls on the same UTC date),
 * but for a zone east of UTC (Asia/Kolkata, Pacific/Auckland) midnight falls on the previous UTC date, and saving
 * an unchanged form would move the class one day earlier each time. Reading in the class's zone makes the form a
 * faithful round trip, and the list shows the same days the form would prefill. A class without a usable zone is
 * read in UTC, i.e. by its UTC parts, as the spec words it.
 */

/** A calendar day as the form's date inputs hold it: yyyy-mm-dd. */
export type CalendarDay = string;

export interface ClassDays {
  firstDay: CalendarDay;
  lastDay: CalendarDay;
  timeZone: string;
}

export interface ClassTimestamps {
  startDate: string;
  endDate: string;
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Zone used to read a class that carries no usable zone: its dates are then read by their UTC parts. */
export const FALLBACK_TIME_ZONE = 'UTC';

export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** True when the runtime knows the IANA zone name. */
export function isKnownTimeZone(timeZone: string): boolean {
  if (timeZone === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

function usableZone(timeZone: string | undefined): string {
  return timeZone && isKnownTimeZone(timeZone) ? timeZone : FALLBACK_TIME_ZONE;
}

function utcMidnightMs(day: CalendarDay): number {
  const match = DAY_PATTERN.exec(day);
  if (!match || !isCalendarDay(day)) throw new RangeError(`"${day}" is not a yyyy-mm-dd calendar day`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** The calendar day `days` days after `day` (negative: before); pure calendar arithmetic, no zone involved. */
export function addCalendarDays(day: CalendarDay, days: number): CalendarDay {
  return new Date(utcMidnightMs(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The calendar day an instant falls on in the zone. */
export function calendarDayIn(instant: Date | string, timeZone: string): CalendarDay {
  return formatInTimeZone(new Date(instant), usableZone(timeZone), 'yyyy-MM-dd');
}

/**
 * Midnight at the start of `day` in the zone, at the UTC offset the zone has then (spec §7), as an ISO timestamp.
 * Where a zone skips midnight itself (America/Santiago in September, Asia/Beirut in March: 00:00 jumps to 01:00),
 * the day starts at the jump; date-fns-tz alone would answer 23:00 of the day before.
 */
export function midnightIn(day: CalendarDay, timeZone: string): string {
  const zone = usableZone(timeZone);
  const midnight = fromZonedTime(`${day}T00:00:00`, zone);
  if (calendarDayIn(midnight, zone) === day) return midnight.toISOString();
  // The zone's offset just before and just after the day starts; the earliest candidate inside the day wins.
  const utcMidnight = utcMidnightMs(day);
  const candidates = [utcMidnight - 12 * HOUR_MS, utcMidnight + 12 * HOUR_MS]
    .map((probe) => utcMidnight - getTimezoneOffset(zone, new Date(probe)))
    .filter((ms) => calendarDayIn(new Date(ms), zone) === day)
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? midnight.getTime()).toISOString();
}

/**
 * What the form sends (spec §7): both days become midnight in the chosen zone, the end date being first moved one
 * day later, so the class runs to the end of its last day.
 */
export function toClassTimestamps({ firstDay, lastDay, timeZone }: ClassDays): ClassTimestamps {
  return {
    startDate: midnightIn(firstDay, timeZone),
    endDate: midnightIn(addCalendarDays(lastDay, 1), timeZone),
  };
}

/**
 * The days a stored class covers, read in its zone: the first day is the day its start falls on, the last day the
 * day of the instant just before its end (the end is the midnight after the last day; a legacy end at 23:59:59 of
 * the last day reads the same).
 */
export function toClassDays(dates: ClassTimestamps & { timeZone?: string }): ClassDays {
  const timeZone = usableZone(dates.timeZone);
  const endMs = new Date(dates.endDate).getTime();
  return {
    firstDay: calendarDayIn(dates.startDate, timeZone),
    lastDay: calendarDayIn(new Date(endMs - 1), timeZone),
    timeZone,
  };
}

/** A day as the class list shows it: a short date with a comma before the year, 'Nov 21, 2026'. */
export function formatShortDay(day: CalendarDay): string {
  return formatInTimeZone(new Date(utcMidnightMs(day)), 'UTC', 'MMM d, yyyy');
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

/** The browser's own IANA zone: the Time Zone field's default (spec §4). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || FALLBACK_TIME_ZONE;
}

/**
 * The Time Zone choices: the browser's supported list (spec §5), plus the browser's own zone and the edited class's
 * zone when the list lacks them (Node lists Asia/Calcutta but not Asia/Kolkata, and leaves out UTC); a zone
 * the engine does not know at all is left out.
 */
export function timeZoneChoices(supported: readonly string[], ...required: string[]): string[] {
  const choices = new Set(supported);
  for (const zone of required) if (isKnownTimeZone(zone)) choices.add(zone);
  return [...choices].sort((a, b) => a.localeCompare(b));
}

/** The runtime's supported IANA zones; empty when the engine cannot list them. */
export function supportedTimeZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  return intl.supportedValuesOf?.('timeZone') ?? [];
}
