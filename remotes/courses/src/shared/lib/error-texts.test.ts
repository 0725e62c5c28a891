import { describe, expect, it } from '@rstest/core';
import { HttpError } from '@academy/contracts';
import { courseCallErrorTextOf, courseListErrorTextOf } from './error-texts';

describe('course error texts', () => {
  it.each([
    [500, 'Trouble fetching course list from the server.'],
    [503, 'Trouble fetching course list from the server.'],
    [400, 'Client error.'],
    [404, 'Client error.'],
  ])('a course list answer %i reads %s', (status, text) => {
    expect(courseListErrorTextOf(new HttpError(status, 'x'))).toBe(text);
  });

  it.each([
    [500, 'Server error.'],
    [502, 'Server error.'],
    [400, 'Client error.'],
    [409, 'Client error.'],
  ])('another course call answering %i reads %s', (status, text) => {
    expect(courseCallErrorTextOf(new HttpError(status, 'x'))).toBe(text);
  });

  it('counts a network failure (no answer) as a server error', () => {
    expect(courseCallErrorTextOf(new TypeError('Failed to fetch'))).toBe('Server error.');
    expect(courseListErrorTextOf(new TypeError('Failed to fetch'))).toBe('Trouble fetching course list from the server.');
  });
});
