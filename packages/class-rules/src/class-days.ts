import { addCalendarDays, type CalendarDay } from './calendar-days';
import { calendarDayIn, midnightIn } from './zoned-days';

/*
 * A class is stored as two instants: `startDate`, midnight at the start of its first day, and `endDate`, midnight
 * at the start of the day AFTER its last day, both in the class's own time zone. A form works in calendar days
 * plus a zone; these two functions convert between the two, on both sides of the API.
 */

export interface ClassDays {
  firstDay: CalendarDay;
  lastDay: CalendarDay;
  timeZone: string;
}

export interface ClassTimestamps {
  startDate: string;
  endDate: string;
}

/** Both days become midnight in the zone, the end first moved one day later, so the class runs to the end of its last day. */
export function toClassTimestamps({ firstDay, lastDay, timeZone }: ClassDays): ClassTimestamps {
  return {
    startDate: midnightIn(firstDay, timeZone),
    endDate: midnightIn(addCalendarDays(lastDay, 1), timeZone),
  };
}

/**
 * The days a stored class covers, read in its zone: the first day is the day its start falls on, the last day the
 * day of the instant just before its end (a legacy end at 23:59:59 of the last day reads the same).
 */
export function toClassDays(dates: ClassTimestamps & { timeZone: string }): ClassDays {
  const endMs = new Date(dates.endDate).getTime();
  return {
    firstDay: calendarDayIn(dates.startDate, dates.timeZone),
    lastDay: calendarDayIn(new Date(endMs - 1), dates.timeZone),
    timeZone: dates.timeZone,
  };
}
