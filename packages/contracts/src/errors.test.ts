import { describe, expect, it } from '@rstest/core';
import { HttpError, httpStatusOf } from './errors';

describe('httpStatusOf', () => {
  it('reads the status of an HTTP error answer', () => {
    expect(httpStatusOf(new HttpError(404, 'Not found'))).toBe(404);
  });

  it('treats a network failure (no answer) as a server error', () => {
    expect(httpStatusOf(new TypeError('Failed to fetch'))).toBeGreaterThanOrEqual(500);
  });
});
