import { formatInTimeZone, fromZonedTime, getTimezoneOffset } from 'date-fns-tz';
import { type CalendarDay, utcMidnightMs } from './calendar-days';

/*
 * Days in a time zone (spec §7 "Class dates on submit", §9 provisioning). `timeZone` must pass isValidTimeZone:
 * these functions do not guess a zone.
 */

const HOUR_MS = 3_600_000;

/** The calendar day an instant falls on in the zone. */
export function calendarDayIn(instant: Date | string, timeZone: string): CalendarDay {
  return formatInTimeZone(new Date(instant), timeZone, 'yyyy-MM-dd');
}

/**
 * Midnight at the start of `day` in the zone, at the UTC offset the zone has then, as an ISO timestamp.
 * Where a zone skips midnight itself (America/Santiago in September, Asia/Beirut in March: 00:00 jumps to 01:00),
 * the day starts at the jump; date-fns-tz alone would answer 23:00 of the day before.
 */
export function midnightIn(day: CalendarDay, timeZone: string): string {
  const utcMidnight = utcMidnightMs(day);
  // The wall-clock time as ISO text without a zone; toISOString writes a year past 9999 in the form date-fns-tz reads.
  const midnight = fromZonedTime(new Date(utcMidnight).toISOString().slice(0, -5), timeZone);
  if (calendarDayIn(midnight, timeZone) === day) return midnight.toISOString();
  // The zone's offset just before and just after the day starts; the earliest candidate inside the day wins.
  const candidates = [utcMidnight - 12 * HOUR_MS, utcMidnight + 12 * HOUR_MS]
    .map((probe) => utcMidnight - getTimezoneOffset(timeZone, new Date(probe)))
    .filter((ms) => calendarDayIn(new Date(ms), timeZone) === day)
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? midnight.getTime()).toISOString();
}
