import { formatInTimeZone } from 'date-fns-tz';

/** A calendar day as a form's date input holds it: yyyy-mm-dd. */
export type CalendarDay = string;

// Arithmetic takes years past 9999 too: a +14:00 zone reads the API's latest instant (9999-12-31T23:59:59-14:00)
// as a day of year 10000.
const DAY_PATTERN = /^(\d{4,6})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 3_600_000;

/** Midnight UTC at the start of the day, or undefined when the calendar has no such day (2026-02-30). */
function dayStartMs(value: string): number | undefined {
  const match = DAY_PATTERN.exec(value);
  if (!match) return undefined;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date.getTime() : undefined;
}

/** True for a yyyy-mm-dd day the calendar has: 2026-02-30 would roll over to March and is refused. */
export function isCalendarDay(value: string): boolean {
  return value.length === 10 && dayStartMs(value) !== undefined;
}

/** Milliseconds of midnight UTC at the start of the day; a RangeError for anything that is not a day. */
export function utcMidnightMs(day: CalendarDay): number {
  const ms = dayStartMs(day);
  if (ms === undefined) throw new RangeError(`"${day}" is not a yyyy-mm-dd calendar day`);
  return ms;
}

/** The calendar day `days` days after `day` (negative: before); pure calendar arithmetic, no zone involved. */
export function addCalendarDays(day: CalendarDay, days: number): CalendarDay {
  return formatInTimeZone(utcMidnightMs(day) + days * DAY_MS, 'UTC', 'yyyy-MM-dd');
}
