import { describe, expect, it } from '@rstest/core';
import type { PowerTransitionRecord } from '../../domain/ports/storage';
import { usageOf } from './usage-minutes';

function transition(vm: string, email: string, at: string, poweredOn: boolean): PowerTransitionRecord {
  return { vm, classId: 'c-1', email, at: new Date(at), poweredOn };
}

// Asia/Kolkata is UTC+05:30: its midnight of 2030-05-02 is 2030-05-01T18:30Z.
const zone = { timeZone: 'Asia/Kolkata', students: ['ann@academy.test', 'bob@academy.test', 'cy@academy.test'] };

describe('usage per student and day', () => {
  it("sums each machine's stretches on, splitting them at midnight in the class's zone", () => {
    const usage = usageOf(
      [
        transition('vm-1', 'ann@academy.test', '2030-05-01T17:00:00Z', true),
        transition('vm-1', 'ann@academy.test', '2030-05-01T19:00:00Z', false),
        transition('vm-2', 'ann@academy.test', '2030-05-01T18:00:00Z', true),
        transition('vm-2', 'ann@academy.test', '2030-05-01T18:10:00Z', false),
        transition('vm-3', 'bob@academy.test', '2030-05-01T18:40:00Z', false),
        transition('vm-3', 'bob@academy.test', '2030-05-01T18:45:00Z', true),
      ],
      { ...zone, asOf: new Date('2030-05-01T19:15:00Z') },
    );
    expect(usage).toEqual({
      timeZone: 'Asia/Kolkata',
      asOf: '2030-05-01T19:15:00.000Z',
      days: ['2030-05-01', '2030-05-02'],
      students: [
        // vm-1: 90 minutes before midnight, 30 after; vm-2: 10 before.
        { student: 'ann@academy.test', minutesByDay: [100, 30], totalMinutes: 130 },
        // An off without an on counts nothing; vm-3 is still on, counted up to asOf.
        { student: 'bob@academy.test', minutesByDay: [0, 30], totalMinutes: 30 },
        { student: 'cy@academy.test', minutesByDay: [0, 0], totalMinutes: 0 },
      ],
      dayTotals: [100, 60],
      totalMinutes: 160,
    });
  });

  it('counts a machine on for days whole days, and a repeated on or off once', () => {
    const usage = usageOf(
      [
        transition('vm-1', 'cy@academy.test', '2030-05-01T18:30:00Z', true),
        transition('vm-1', 'cy@academy.test', '2030-05-02T00:00:00Z', true),
        transition('vm-1', 'cy@academy.test', '2030-05-03T18:30:00Z', false),
        transition('vm-1', 'cy@academy.test', '2030-05-03T19:00:00Z', false),
      ],
      { ...zone, asOf: new Date('2030-05-04T00:00:00Z') },
    );
    expect(usage.days).toEqual(['2030-05-02', '2030-05-03']);
    expect(usage.students[2]).toEqual({ student: 'cy@academy.test', minutesByDay: [1440, 1440], totalMinutes: 2880 });
  });

  it('keeps a former student with usage after the class, and seconds as fractions of a minute', () => {
    const usage = usageOf(
      [
        transition('vm-9', 'gone@academy.test', '2030-05-01T10:00:00Z', true),
        transition('vm-9', 'gone@academy.test', '2030-05-01T10:00:30Z', false),
      ],
      { ...zone, asOf: new Date('2030-05-01T11:00:00Z') },
    );
    expect(usage.students.map((student) => student.student)).toEqual([...zone.students, 'gone@academy.test']);
    expect(usage.students[3]?.minutesByDay).toEqual([0.5]);
    expect(usage.totalMinutes).toBe(0.5);
  });

  it('counts nothing after asOf (a transition stamped later, by a clock moved back)', () => {
    const usage = usageOf(
      [
        transition('vm-1', 'ann@academy.test', '2030-05-01T10:00:00Z', true),
        transition('vm-1', 'ann@academy.test', '2030-05-01T12:00:00Z', false),
      ],
      { ...zone, asOf: new Date('2030-05-01T11:00:00Z') },
    );
    expect(usage.totalMinutes).toBe(60);
  });
});
