/** The class's time as the student sees it: pure functions of the labs' end and the time now. */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Minutes before the labs' end at which the student is warned (and a screen reader told), latest last. */
export const END_WARNING_MINUTES = [15, 5] as const;
export type EndWarningMinutes = (typeof END_WARNING_MINUTES)[number];

/** Whole minutes left, rounded up: 14 min 30 s is "15 min" until the 14th minute starts. */
export function minutesLeft(msLeft: number): number {
  return Math.max(0, Math.ceil(msLeft / MINUTE_MS));
}

/** "Time left: 2 h 05 min" once under a day, "" from a day on and once the time is up. */
export function timeLeftText(msLeft: number): string {
  if (msLeft <= 0 || msLeft >= DAY_MS) return '';
  const minutes = minutesLeft(msLeft);
  if (minutes < 60) return `Time left: ${minutes} min`;
  return `Time left: ${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** The latest warning whose time has come (15, then 5), or null: none yet, or the time is up already. */
export function warningReached(msLeft: number): EndWarningMinutes | null {
  if (msLeft <= 0) return null;
  let reached: EndWarningMinutes | null = null;
  for (const minutes of END_WARNING_MINUTES) if (msLeft <= minutes * MINUTE_MS) reached = minutes;
  return reached;
}

/**
 * How long until what the student sees changes: the next whole minute of the time left, or the moment it falls
 * under a day. Never 0, so a timer never spins.
 */
export function msUntilNextChange(msLeft: number): number {
  if (msLeft >= DAY_MS) return Math.min(msLeft - DAY_MS + 1, 2 ** 31 - 1);
  const intoMinute = msLeft % MINUTE_MS;
  return intoMinute === 0 ? MINUTE_MS : intoMinute;
}

/** "Fri 28 Nov, 17:00 GMT+1": an instant in the student's own time zone (`timeZone` for tests). */
export function localTimeText(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(new Date(iso));
}

/** "17:30": the hour of an instant in the student's own zone, for the warnings that come on the day itself. */
export function localHourText(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(iso));
}

/** What the warning, and the screen reader at each warning, say. */
export function warningText(msLeft: number, labsEndAt: string, timeZone?: string): string {
  const minutes = minutesLeft(msLeft);
  return `Your lab ends in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}: its machines are powered off and removed at ${localHourText(labsEndAt, timeZone)}. Save your work.`;
}
