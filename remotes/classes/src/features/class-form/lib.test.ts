import { describe, expect, it } from '@rstest/core';
import { aTrainingClass, JAVA_101_INPUT } from '@/shared/testing/training-class';
import {
  ATTENDEE_CHOICES,
  blankClassForm,
  classFormMessages,
  LOADING_COURSES_TEXT,
  loadingDots,
  prefillClassForm,
  toClassInput,
  validateClassForm,
} from './lib';
import { JAVA_101_FORM } from './testing/java-101-form';

const valid = JAVA_101_FORM;

describe('class form: validation (spec §5)', () => {
  it('accepts a complete form', () => {
    expect(validateClassForm(valid)).toEqual({});
  });

  it('gives every required message on an empty form', () => {
    expect(validateClassForm({ ...blankClassForm(''), timeZone: '' })).toEqual({
      name: 'Name is required.',
      courseId: 'Please select a course option.',
      timeZone: 'Please select a time zone.',
      firstDay: 'Please select the first day of class.',
      lastDay: 'Please select the last day of class.',
      instructor: 'Instructor email is required.',
      attendees: 'Attendees is required.',
    });
  });

  it('treats blanks as empty', () => {
    expect(validateClassForm({ ...valid, name: '   ', instructor: ' ' })).toEqual({
      name: classFormMessages.nameRequired,
      instructor: classFormMessages.instructorRequired,
    });
  });

  // Which addresses pass is the shared e-mail rule's business (tested in @academy/class-rules).
  it('refuses an email the server would refuse with the format message, accepts text@text', () => {
    for (const instructor of ['ada', 'a@b@c', `${'a'.repeat(250)}@b.test`]) {
      expect(validateClassForm({ ...valid, instructor }).instructor).toBe('Please check the email format.');
    }
    expect(validateClassForm({ ...valid, instructor: 'a@b' }).instructor).toBeUndefined();
  });

  it('asks for a time zone the server accepts: an IANA name as the database spells it', () => {
    for (const timeZone of ['utc', 'europe/paris', '+05:00', 'Mars/Olympus']) {
      expect(validateClassForm({ ...valid, timeZone }).timeZone).toBe('Please select a time zone.');
    }
    expect(validateClassForm({ ...valid, timeZone: 'Asia/Calcutta' }).timeZone).toBeUndefined();
  });

  it('refuses a last day before the first, accepts the same day', () => {
    expect(validateClassForm({ ...valid, lastDay: '2026-11-20' }).lastDay).toBe(
      'Last day must be on or after the first day.',
    );
    expect(validateClassForm({ ...valid, lastDay: '2026-11-21' }).lastDay).toBeUndefined();
  });

  it('attendees are the integers 1 to 15', () => {
    expect(ATTENDEE_CHOICES).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(validateClassForm({ ...valid, attendees: '16' }).attendees).toBe(classFormMessages.attendeesRequired);
    expect(validateClassForm({ ...valid, attendees: '0' }).attendees).toBe(classFormMessages.attendeesRequired);
    expect(validateClassForm({ ...valid, attendees: '15' }).attendees).toBeUndefined();
  });
});

describe('class form: prefill (spec §4)', () => {
  it('copies name, course, instructor and attendees, and reads the days in the class zone', () => {
    expect(prefillClassForm(aTrainingClass(), 'Europe/Paris')).toEqual(JAVA_101_FORM);
  });

  it('UTC: the UTC parts of the dates, the last day the one before the stored end', () => {
    const utcClass = aTrainingClass({
      timeZone: 'UTC',
      startDate: '2026-11-21T00:00:00.000Z',
      endDate: '2026-11-24T00:00:00.000Z',
    });
    expect(prefillClassForm(utcClass, 'UTC')).toMatchObject({ firstDay: '2026-11-21', lastDay: '2026-11-23' });
  });

  it('Asia/Kolkata: the days the instructor chose, not the UTC date of their midnight', () => {
    const kolkata = aTrainingClass({
      timeZone: 'Asia/Kolkata',
      startDate: '2026-11-20T18:30:00.000Z',
      endDate: '2026-11-23T18:30:00.000Z',
    });
    expect(prefillClassForm(kolkata, 'UTC')).toMatchObject({
      timeZone: 'Asia/Kolkata',
      firstDay: '2026-11-21',
      lastDay: '2026-11-23',
    });
  });

  it('a class in a zone the browser does not know gets the browser zone and its UTC parts', () => {
    const odd = aTrainingClass({
      timeZone: 'Nowhere/Land',
      startDate: '2026-11-21T05:00:00.000Z',
      endDate: '2026-11-24T05:00:00.000Z',
    });
    expect(prefillClassForm(odd, 'Europe/Paris')).toMatchObject({
      timeZone: 'Europe/Paris',
      firstDay: '2026-11-21',
      lastDay: '2026-11-24',
    });
  });

  it('saving an unchanged prefilled form sends the stored dates back', () => {
    for (const stored of [
      aTrainingClass(),
      aTrainingClass({
        timeZone: 'Asia/Kolkata',
        startDate: '2026-11-20T18:30:00.000Z',
        endDate: '2026-11-23T18:30:00.000Z',
      }),
      aTrainingClass({
        timeZone: 'Pacific/Auckland',
        startDate: '2026-04-02T11:00:00.000Z',
        endDate: '2026-04-06T12:00:00.000Z',
      }),
    ]) {
      const input = toClassInput(prefillClassForm(stored, 'UTC'));
      expect({ startDate: input.startDate, endDate: input.endDate }).toEqual({
        startDate: stored.startDate,
        endDate: stored.endDate,
      });
    }
  });

  it('a new form is blank with the given zone', () => {
    expect(blankClassForm('Asia/Kolkata')).toEqual({
      name: '',
      courseId: '',
      timeZone: 'Asia/Kolkata',
      firstDay: '',
      lastDay: '',
      instructor: '',
      attendees: '',
    });
  });
});

describe('class form: request body (spec §7)', () => {
  it('sends the fields with both days as midnight in the zone, the end one day later, attendees a number', () => {
    expect(toClassInput({ ...valid, name: ' Java 101 ', instructor: ' ada@academy.test ' })).toEqual(JAVA_101_INPUT);
  });
});

describe('class form: loading text', () => {
  it('has 0 to 3 trailing dots', () => {
    expect([0, 1, 2, 3].map((dots) => `${LOADING_COURSES_TEXT}${loadingDots(dots)}`)).toEqual([
      'Loading courses data',
      'Loading courses data.',
      'Loading courses data..',
      'Loading courses data...',
    ]);
  });
});
