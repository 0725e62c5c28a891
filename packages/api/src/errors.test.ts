import { describe, expect, it } from '@rstest/core';
import {
  callErrorText,
  courseListErrorText,
  errorTextByStatus,
  HttpError,
  httpStatusOf,
  isHttpError,
  isUnauthorized,
  RequestTimeoutError,
} from './errors';

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

  it("knows another part's copy of the errors by name: each part bundles this package, the shell's fetchers throw", () => {
    class OtherCopyHttpError extends Error {
      readonly status = 401;
      override name = 'HttpError';
    }
    class OtherCopyTimeout extends Error {
      override name = 'RequestTimeoutError';
    }
    expect(httpStatusOf(new OtherCopyHttpError('Unauthorized'))).toBe(401);
    expect(isHttpError(new OtherCopyHttpError('Unauthorized'))).toBe(true);
    expect(httpStatusOf(new OtherCopyTimeout('slow'))).toBe(504);
    expect(isHttpError(new Error('HttpError'))).toBe(false);
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

describe('the §8 texts of calls shared by several remotes', () => {
  it.each([
    [500, 'Trouble fetching course list from the server.'],
    [503, 'Trouble fetching course list from the server.'],
    [400, 'Client error.'],
    [404, 'Client error.'],
  ])('a course list answer %i reads %s', (status, text) => {
    expect(courseListErrorText(new HttpError(status, 'x'))).toBe(text);
  });

  it.each([
    [500, 'Server error.'],
    [502, 'Server error.'],
    [400, 'Client error.'],
    [409, 'Client error.'],
  ])('another call answering %i reads %s', (status, text) => {
    expect(callErrorText(new HttpError(status, 'x'))).toBe(text);
  });

  it('counts a network failure (no answer) as a server error', () => {
    expect(callErrorText(new TypeError('Failed to fetch'))).toBe('Server error.');
    expect(courseListErrorText(new TypeError('Failed to fetch'))).toBe('Trouble fetching course list from the server.');
  });
});
