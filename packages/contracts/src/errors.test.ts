import { describe, expect, it } from '@rstest/core';
import { errorTextByStatus, HttpError, httpStatusOf, isUnauthorized, RequestTimeoutError } from './errors';

describe('httpStatusOf', () => {
  it('reads the status of an HTTP error answer', () => {
    expect(httpStatusOf(new HttpError(404, 'Not found'))).toBe(404);
  });

  it('treats a network failure (no answer) as a server error', () => {
    expect(httpStatusOf(new TypeError('Failed to fetch'))).toBeGreaterThanOrEqual(500);
  });

  it('treats a call that timed out as a server error', () => {
    expect(httpStatusOf(new RequestTimeoutError('/api/training-class', 30_000))).toBe(504);
  });
});

describe('errorTextByStatus', () => {
  const texts = { server: 'Server error.', client: 'Client error.' };

  it('gives the server text from 500 on, and with no answer at all', () => {
    expect(errorTextByStatus(new HttpError(500, 'x'), texts)).toBe('Server error.');
    expect(errorTextByStatus(new HttpError(503, 'x'), texts)).toBe('Server error.');
    expect(errorTextByStatus(new TypeError('Failed to fetch'), texts)).toBe('Server error.');
    expect(errorTextByStatus(new RequestTimeoutError('/api/training-class', 30_000), texts)).toBe('Server error.');
  });

  it('gives the client text from 400 to 499', () => {
    expect(errorTextByStatus(new HttpError(400, 'x'), texts)).toBe('Client error.');
    expect(errorTextByStatus(new HttpError(499, 'x'), texts)).toBe('Client error.');
  });

  it('knows a 401 from other failures', () => {
    expect(isUnauthorized(new HttpError(401, 'x'))).toBe(true);
    expect(isUnauthorized(new HttpError(403, 'x'))).toBe(false);
    expect(isUnauthorized(new TypeError('Failed to fetch'))).toBe(false);
    expect(isUnauthorized(new RequestTimeoutError('/api/training-class', 30_000))).toBe(false);
  });
});
