import { canonicalTimeZone, formerTimeZoneNames, isValidTimeZone } from '@academy/class-rules';
import { formatInTimeZone } from 'date-fns-tz';
import { FALLBACK_TIME_ZONE } from './class-dates';

/** One choice of the class form's Time Zone field. */
export interface TimeZoneOption {
  /** The IANA name, the field's value: 'Asia/Kolkata'. */
  value: string;
  /** The zone's offset from UTC at the time the form opened: 'UTC+05:30'. */
  offset: string;
  /** What the list shows: 'Asia/Kolkata (UTC+05:30)'. */
  label: string;
  /** What typing finds it by (see searchTextOf). */
  searchText: string;
}

/** The browser's own zone by its current name ('Asia/Kolkata', where Chromium says 'Asia/Calcutta'): the default (spec §4). */
export function browserTimeZone(): string {
  return canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone || FALLBACK_TIME_ZONE);
}

/** The runtime's supported IANA zones (spec §5), some by a former name; empty when the engine cannot list them. */
export function supportedTimeZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  return intl.supportedValuesOf?.('timeZone') ?? [];
}

/**
 * The Time Zone choices: the browser's supported list by current names (Asia/Kolkata, not Asia/Calcutta), plus the
 * zones given when the list lacks them: the browser's own and the edited class's, kept as the class has it, so a class
 * stored with a former name shows it and saves unchanged. A zone the server would refuse is left out. Sorted by name.
 */
export function timeZoneChoices(supported: readonly string[], ...kept: string[]): string[] {
  const choices = new Set(supported.map(canonicalTimeZone));
  for (const zone of kept) if (isValidTimeZone(zone)) choices.add(zone);
  return [...choices].sort((a, b) => a.localeCompare(b));
}

/** The zone's offset from UTC at an instant, as 'UTC+05:30' ('UTC+00:00' for UTC itself). */
export function utcOffsetOf(timeZone: string, at: Date): string {
  return `UTC${formatInTimeZone(at, timeZone, 'xxx')}`;
}

/** Text in the form typing is matched against: lower case, '_' and '/' read as spaces. */
export function searchableText(text: string): string {
  return text.toLowerCase().replace(/[_/]+/g, ' ').replace(/\s+/g, ' ').trim();
}

/** A zone is found by its name, a former name ('calcutta' finds Asia/Kolkata) and its offset ('+05:30'). */
function searchTextOf(timeZone: string, offset: string): string {
  return searchableText([timeZone, ...formerTimeZoneNames(timeZone), offset].join(' '));
}

/** The choices as the picker lists them, each with its offset at `at` (offsets move with daylight saving time). */
export function timeZoneOptions(zones: readonly string[], at: Date): TimeZoneOption[] {
  return zones.map((zone) => {
    const offset = utcOffsetOf(zone, at);
    return { value: zone, offset, label: `${zone} (${offset})`, searchText: searchTextOf(zone, offset) };
  });
}
