import { describe, expect, it } from '@rstest/core';
import { searchableText, timeZoneChoices, timeZoneOptions, utcOffsetOf } from './time-zones';

const WINTER = new Date('2026-01-15T12:00:00Z');
const SUMMER = new Date('2026-07-15T12:00:00Z');

describe('time zones', () => {
  it('lists the supported zones by their current names, with the browser and class zones, sorted, once each', () => {
    expect(
      timeZoneChoices(['Europe/Paris', 'Asia/Calcutta', 'Europe/Kiev'], 'UTC', 'Asia/Kolkata', 'Europe/Paris', ''),
    ).toEqual(['Asia/Kolkata', 'Europe/Kyiv', 'Europe/Paris', 'UTC']);
  });

  it("keeps a class's former zone name, so editing an old class shows and keeps it", () => {
    expect(timeZoneChoices(['Asia/Calcutta'], 'UTC', 'Asia/Calcutta')).toEqual([
      'Asia/Calcutta',
      'Asia/Kolkata',
      'UTC',
    ]);
  });

  it('leaves out a zone the server would refuse', () => {
    expect(timeZoneChoices(['Europe/Paris'], 'Mars/Base', 'europe/paris')).toEqual(['Europe/Paris']);
  });

  it('writes the offset from UTC as the zone has it at that time', () => {
    expect(utcOffsetOf('Asia/Kolkata', WINTER)).toBe('UTC+05:30');
    expect(utcOffsetOf('UTC', WINTER)).toBe('UTC+00:00');
    expect(utcOffsetOf('America/New_York', WINTER)).toBe('UTC-05:00');
    expect(utcOffsetOf('America/New_York', SUMMER)).toBe('UTC-04:00');
  });

  it('labels each choice with its name and offset, and finds it by name, former name and offset', () => {
    const [kolkata, newYork] = timeZoneOptions(['Asia/Kolkata', 'America/New_York'], SUMMER);
    expect(kolkata).toEqual({
      value: 'Asia/Kolkata',
      offset: 'UTC+05:30',
      label: 'Asia/Kolkata (UTC+05:30)',
      searchText: 'asia kolkata asia calcutta utc+05:30',
    });
    expect(newYork?.label).toBe('America/New_York (UTC-04:00)');
    expect(newYork?.searchText).toBe('america new york utc-04:00');
  });

  it("reads '_' and '/' as spaces and ignores case when matching what is typed", () => {
    expect(searchableText('  America/New_York ')).toBe('america new york');
    expect(searchableText('NEW  york')).toBe('new york');
  });
});
