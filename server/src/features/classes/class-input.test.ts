import { describe, expect, it } from '@rstest/core';
import { parseClassInput } from './class-input';

const body = {
  name: '  Networking 101 ',
  courseId: 'course-1',
  timeZone: 'Europe/Paris',
  startDate: '2031-03-10T00:00:00+01:00',
  endDate: '2031-03-12T00:00:00Z',
  instructor: 'teacher@academy.test',
  attendees: 2,
};

describe('parseClassInput', () => {
  it('reads a class body into typed input: trimmed text, dates as Date, the zone optional', () => {
    expect(parseClassInput(body)).toEqual({
      ok: true,
      value: {
        ...body,
        name: 'Networking 101',
        startDate: new Date('2031-03-09T23:00:00Z'),
        endDate: new Date('2031-03-12T00:00:00Z'),
      },
    });
    const { timeZone: _, ...withoutZone } = body;
    expect(parseClassInput(withoutZone)).toMatchObject({ ok: true, value: { timeZone: undefined } });
  });

  it("answers the first problem with the API's text, the zone before the other fields", () => {
    expect(parseClassInput([body])).toEqual({ ok: false, problem: 'The request body must be a JSON object.' });
    expect(parseClassInput({ ...body, name: '', timeZone: 'Mars/Olympus' })).toEqual({
      ok: false,
      problem: 'timeZone "Mars/Olympus" is not an IANA time zone name.',
    });
    expect(parseClassInput({ ...body, attendees: 16 })).toEqual({
      ok: false,
      problem: 'attendees must be between 1 and 15.',
    });
    expect(parseClassInput({ ...body, startDate: '2031-02-30T00:00:00Z' })).toEqual({
      ok: false,
      problem: 'startDate is not a valid date.',
    });
  });

  it('leaves the order of the dates to the domain, which knows the clock', () => {
    expect(parseClassInput({ ...body, startDate: body.endDate, endDate: body.startDate }).ok).toBe(true);
  });
});
