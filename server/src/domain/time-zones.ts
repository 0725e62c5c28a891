/**
 * Calendar arithmetic in an IANA time zone with Intl only (no date library on the server): classes are
 * provisioned "one day before the first day, in the class's time zone", which is not always 24 hours earlier.
 */

// Region/City names, Etc/GMT+5, UTC. Offsets such as "+02:00" are not zone names, whatever Intl accepts.
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * A zone name as the IANA database spells it. Intl also takes 'utc' or 'europe/paris' (any letter case), which
 * would be stored and shown as sent; those are refused. Aliases ('Asia/Calcutta', 'Europe/Kyiv') stay accepted:
 * browsers and Node ship different ICU versions and disagree on which spelling of a renamed zone is canonical.
 */
export function isValidTimeZone(timeZone: string): boolean {
  if (!ZONE_NAME.test(timeZone)) return false;
  try {
    const resolved = formatterFor(timeZone).resolvedOptions().timeZone;
    return resolved === timeZone || resolved.toLowerCase() !== timeZone.toLowerCase();
  } catch {
    return false;
  }
}

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

/** The wall-clock reading of an instant in the zone. */
export function wallTimeIn(instant: Date, timeZone: string): WallTime {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
    millisecond: instant.getUTCMilliseconds(),
  };
}

function wallAsUtcMs(wall: WallTime): number {
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second, wall.millisecond);
}

/** The instant a wall-clock time happens in the zone (Date.UTC normalises overflowing days and months). */
export function instantOf(wall: WallTime, timeZone: string): Date {
  const target = wallAsUtcMs(wall);
  // Two rounds settle the offset on both sides of a DST change.
  let guess = target;
  for (let round = 0; round < 2; round += 1) {
    const offset = wallAsUtcMs(wallTimeIn(new Date(guess), timeZone)) - guess;
    guess = target - offset;
  }
  return new Date(guess);
}

/** The same wall-clock time `days` calendar days later (negative: earlier) in the zone. */
export function addZonedDays(instant: Date, days: number, timeZone: string): Date {
  const wall = wallTimeIn(instant, timeZone);
  return instantOf({ ...wall, day: wall.day + days }, timeZone);
}

/** Midnight at the start of the instant's day in the zone. */
export function startOfZonedDay(instant: Date, timeZone: string): Date {
  const wall = wallTimeIn(instant, timeZone);
  return instantOf({ ...wall, hour: 0, minute: 0, second: 0, millisecond: 0 }, timeZone);
}
