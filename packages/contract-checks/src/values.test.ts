import { describe, expect, it } from '@rstest/core';
import { arrayOf, isNumber, isRecord, isString, keyOf, nullable, objectOf, optional, recordOf } from './values';

describe('value checks', () => {
  it('a number is a finite one: JSON has no NaN, no Infinity, and a numeric string is still a string', () => {
    expect([0, -1.5, 1e9].every(isNumber)).toBe(true);
    expect([Number.NaN, Number.POSITIVE_INFINITY, '1', null].some(isNumber)).toBe(false);
  });

  it('a record is an object, not null and not an array', () => {
    expect(isRecord({})).toBe(true);
    expect([null, [], 'x', 1].some(isRecord)).toBe(false);
  });

  it('nullable and optional let null and a missing value through, and only those', () => {
    expect(nullable(isString)(null)).toBe(true);
    expect(nullable(isString)(undefined)).toBe(false);
    expect(optional(isString)(undefined)).toBe(true);
    expect(optional(isString)(null)).toBe(false);
  });

  it('an array or a map checks every item', () => {
    expect(arrayOf(isString)(['a', 'b'])).toBe(true);
    expect(arrayOf(isString)(['a', 1])).toBe(false);
    expect(arrayOf(isString)({ 0: 'a', length: 1 })).toBe(false);
    expect(recordOf(isString)({ a: 'x' })).toBe(true);
    expect(recordOf(isString)({ a: 1 })).toBe(false);
  });

  it('a word is one of the listed keys, never one inherited from Object', () => {
    const isMode = keyOf<'view' | 'control'>({ view: true, control: true });
    expect(isMode('view')).toBe(true);
    expect(['edit', 'toString', 'constructor', 1].some(isMode)).toBe(false);
  });

  it('an object passes when each named field does, and lets fields it does not name through', () => {
    const isPoint = objectOf<{ x: number; label?: string }>({ x: isNumber, label: optional(isString) });
    expect(isPoint({ x: 1 })).toBe(true);
    expect(isPoint({ x: 1, label: 'a', extra: true })).toBe(true);
    expect(isPoint({ x: '1' })).toBe(false);
    expect(isPoint({ label: 'a' })).toBe(false);
    expect(isPoint({ x: 1, label: null })).toBe(false);
    expect(isPoint([1])).toBe(false);
  });
});
