import type { StudentNotice } from '@academy/api';
import { describe, expect, it } from '@rstest/core';
import type { StudentContext } from '../../domain/student-auth';
import { createInProcessClassEvents } from '../../events/in-process-class-events';
import { createStudentChannel } from './student-channel';

const END = new Date('2026-03-10T17:00:00Z');

function studentOf(classId: string, email: string): StudentContext {
  return {
    email,
    labId: `${classId}/${email}`,
    trainingClass: {
      id: classId,
      name: classId,
      courseId: 'course',
      timeZone: 'Europe/Berlin',
      startDate: new Date('2026-03-09T23:00:00Z'),
      endDate: END,
      instructor: 'teacher@academy.test',
      attendees: 2,
      emails: ['ann@academy.test', 'bob@academy.test'],
      passphrase: 'secret',
      passphraseMode: 'CLASS',
      rosterSize: 0,
      slug: classId,
      extendedEnd: null,
      manualVersion: null,
    },
  };
}

function listen(heard: StudentNotice[], expiries: number[] = [], endings: string[] = []) {
  return {
    told: (notice: StudentNotice) => heard.push(notice),
    expiresIn: (ms: number) => expiries.push(ms),
    ended: () => endings.push('ended'),
  };
}

describe('student channel', () => {
  const now = new Date('2026-03-10T16:00:00Z');
  const clock = { now: () => now };

  it("tells the class's end (with the grace) at once, and the credential's expiry as the labs' end", () => {
    const channel = createStudentChannel({ events: createInProcessClassEvents(), clock, graceMs: 30 * 60_000 });
    const heard: StudentNotice[] = [];
    const expiries: number[] = [];
    channel.watch(studentOf('a', 'ann@academy.test'), listen(heard, expiries));
    expect(heard).toEqual([
      { kind: 'class-end', endsAt: '2026-03-10T17:00:00.000Z', labsEndAt: '2026-03-10T17:30:00.000Z' },
    ]);
    expect(expiries).toEqual([90 * 60_000]);
  });

  it("tells a student their class's notices and their own, never another class's or a classmate's", () => {
    const events = createInProcessClassEvents();
    const channel = createStudentChannel({ events, clock, graceMs: 0 });
    const ann: StudentNotice[] = [];
    const bob: StudentNotice[] = [];
    const otherClass: StudentNotice[] = [];
    channel.watch(studentOf('a', 'ann@academy.test'), listen(ann));
    channel.watch(studentOf('a', 'bob@academy.test'), listen(bob));
    channel.watch(studentOf('b', 'ann@academy.test'), listen(otherClass));
    for (const list of [ann, bob, otherClass]) list.length = 0;
    const moved: StudentNotice = {
      kind: 'class-end',
      endsAt: '2026-03-10T18:00:00.000Z',
      labsEndAt: '2026-03-10T18:00:00.000Z',
    };
    const forAnn: StudentNotice = { ...moved, endsAt: '2026-03-10T19:00:00.000Z' };
    events.tell('a', { to: null, notice: moved });
    events.tell('a', { to: 'ann@academy.test', notice: forAnn });
    expect(ann).toEqual([moved, forAnn]);
    expect(bob).toEqual([moved]);
    expect(otherClass).toEqual([]);
  });

  it('ends on the deletion of the class, and hears nothing once unsubscribed', () => {
    const events = createInProcessClassEvents();
    const channel = createStudentChannel({ events, clock, graceMs: 0 });
    const endings: string[] = [];
    const heard: StudentNotice[] = [];
    const stop = channel.watch(studentOf('a', 'ann@academy.test'), listen(heard, [], endings));
    channel.watch(studentOf('a', 'bob@academy.test'), listen([], [], endings));
    stop();
    heard.length = 0;
    events.tell('a', {
      to: null,
      notice: { kind: 'class-end', endsAt: END.toISOString(), labsEndAt: END.toISOString() },
    });
    events.publishDeleted('a');
    expect(heard).toEqual([]);
    expect(endings).toEqual(['ended']);
  });
});
