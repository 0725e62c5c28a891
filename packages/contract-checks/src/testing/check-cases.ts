import { describe, expect, it } from '@rstest/core';
import type { Check } from '../values';

/** The body without `field`. */
export function without<T extends object>(body: T, field: keyof T): Partial<T> {
  const rest: Partial<T> = { ...body };
  delete rest[field];
  return rest;
}

/**
 * `check` lets `good` through, and refuses each named malformed body as well as what is no object of it at all
 * (text, null, an array holding the good body).
 */
export function describeCheck<T>(name: string, check: Check<T>, good: T, malformed: Record<string, unknown>): void {
  describe(name, () => {
    it('lets a body of its contract through', () => {
      expect(check(good)).toBe(true);
    });
    it.each(Object.entries({ ...malformed, 'not an object': 'text', null: null, 'an array': [good] }))(
      'refuses %s',
      (_case, body) => {
        expect(check(body)).toBe(false);
      },
    );
  });
}
