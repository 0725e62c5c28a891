import { describe, expect, it } from '@rstest/core';
import { canonicalTimeZone, formerTimeZoneNames } from './canonical-time-zone';
import { isValidTimeZone } from './time-zone';

/** The zone's UTC offset at an instant, as Intl writes it ('GMT+05:30'). */
function offsetAt(timeZone: string, instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(instant);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

const FORMER_NAMES = [
  'Africa/Asmera',
  'America/Buenos_Aires',
  'America/Catamarca',
  'America/Coral_Harbour',
  'America/Cordoba',
  'America/Godthab',
  'America/Indianapolis',
  'America/Jujuy',
  'America/Louisville',
  'America/Mendoza',
  'Asia/Calcutta',
  'Asia/Katmandu',
  'Asia/Rangoon',
  'Asia/Saigon',
  'Atlantic/Faeroe',
  'Europe/Kiev',
  'Pacific/Enderbury',
  'Pacific/Ponape',
  'Pacific/Truk',
];

describe('canonical time zone names', () => {
  it("gives a renamed zone its current IANA name, as a browser's zone or list may still spell it", () => {
    expect(canonicalTimeZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(canonicalTimeZone('America/Buenos_Aires')).toBe('America/Argentina/Buenos_Aires');
    expect(canonicalTimeZone('Asia/Saigon')).toBe('Asia/Ho_Chi_Minh');
  });

  it('leaves current names, UTC and unknown names as they are', () => {
    for (const zone of ['Asia/Kolkata', 'Europe/Paris', 'UTC', 'America/New_York', 'Mars/Olympus', '']) {
      expect(canonicalTimeZone(zone)).toBe(zone);
    }
  });

  it('maps every former name to a valid zone with the same offsets, summer and winter', () => {
    for (const former of FORMER_NAMES) {
      const current = canonicalTimeZone(former);
      expect(isValidTimeZone(current)).toBe(true);
      for (const instant of [new Date('2026-01-15T12:00:00Z'), new Date('2026-07-15T12:00:00Z')]) {
        expect(`${current} ${offsetAt(current, instant)}`).toBe(`${current} ${offsetAt(former, instant)}`);
      }
    }
  });

  it('lists the former names of a zone, to find it by either', () => {
    expect(formerTimeZoneNames('Asia/Kolkata')).toEqual(['Asia/Calcutta']);
    expect(formerTimeZoneNames('Europe/Paris')).toEqual([]);
  });
});
