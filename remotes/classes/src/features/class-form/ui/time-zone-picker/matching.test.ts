import { describe, expect, it } from '@rstest/core';
import { timeZoneOptions } from '@/shared/lib/time-zones';
import { exactOption, optionsMatching, steppedValue } from './matching';

const options = timeZoneOptions(
  ['America/New_York', 'America/Port_of_Spain', 'Asia/Kolkata', 'Europe/London', 'Europe/Paris', 'UTC'],
  new Date('2026-01-15T12:00:00Z'),
);
const values = (list: { value: string }[]) => list.map((option) => option.value);

describe('time zone matching', () => {
  it('finds zones by part of a name, any case, words in any order', () => {
    expect(values(optionsMatching(options, 'kolk'))).toEqual(['Asia/Kolkata']);
    expect(values(optionsMatching(options, 'PARIS'))).toEqual(['Europe/Paris']);
    expect(values(optionsMatching(options, 'york new'))).toEqual(['America/New_York']);
    expect(values(optionsMatching(options, 'europe/'))).toEqual(['Europe/London', 'Europe/Paris']);
  });

  it('finds a zone by its former name and by its offset', () => {
    expect(values(optionsMatching(options, 'calcutta'))).toEqual(['Asia/Kolkata']);
    expect(values(optionsMatching(options, '+05:30'))).toEqual(['Asia/Kolkata']);
  });

  it('puts zones with a word starting with what was typed first', () => {
    expect(values(optionsMatching(options, 'o'))).toEqual([
      'America/Port_of_Spain',
      'America/New_York',
      'Asia/Kolkata',
      'Europe/London',
      'Europe/Paris',
    ]);
  });

  it('matches everything for nothing typed, and nothing for an unknown place', () => {
    expect(optionsMatching(options, '  ')).toHaveLength(options.length);
    expect(optionsMatching(options, 'atlantis')).toEqual([]);
  });

  it('steps through the options with the arrow keys, stopping at either end', () => {
    expect(steppedValue(options, undefined, 1)).toBe('America/New_York');
    expect(steppedValue(options, undefined, -1)).toBe('UTC');
    expect(steppedValue(options, 'Asia/Kolkata', 1)).toBe('Europe/London');
    expect(steppedValue(options, 'Asia/Kolkata', -1)).toBe('America/Port_of_Spain');
    expect(steppedValue(options, 'UTC', 1)).toBe('UTC');
    expect(steppedValue(options, 'America/New_York', -1)).toBe('America/New_York');
    expect(steppedValue([], undefined, 1)).toBeUndefined();
  });

  it('knows a zone typed out in full', () => {
    expect(exactOption(options, ' europe/paris ')?.value).toBe('Europe/Paris');
    expect(exactOption(options, 'paris')).toBeUndefined();
  });
});
