import type { ClassRoster, TrainingClass } from '@academy/api';
import { addCalendarDays, calendarDayIn, toClassTimestamps } from '@academy/class-rules';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import {
  createRosterClass,
  join,
  rosterClassBody,
  rosterOf,
  rosterRows,
  tokenOfLink,
} from '../../../test-support/roster-classes';
import { type ReceivedMail, type SmtpTestServer, startSmtpTestServer } from '../../../test-support/smtp-test-server';
import { type Auth, eventually, startTestServer, type TestServer } from '../../../test-support/test-server';

/** Invitations through a real SMTP relay the test starts: what arrives, and what a relay's failures do. */

let relay: SmtpTestServer;
let server: TestServer;
let instructor: Auth;

beforeAll(async () => {
  relay = await startSmtpTestServer();
  server = await startTestServer({ SMTP_URL: relay.url, SMTP_FROM: 'Academy <no-reply@academy.test>' });
  instructor = { bearer: await server.instructorToken() };
});

afterAll(async () => {
  expect(server.errors).toEqual([]);
  await server.close();
  await relay.close();
});

const mailTo = (address: string): ReceivedMail[] => relay.received.filter((mail) => mail.to.includes(address));
const linkIn = (mail: ReceivedMail | undefined) => tokenOfLink(/https?:\/\/\S+\/join#\S+/.exec(mail?.text ?? '')?.[0]);

function rosterWhen(classId: string, done: (roster: ClassRoster) => boolean): Promise<ClassRoster> {
  return eventually(async () => {
    const roster = await rosterOf(server, instructor, classId);
    return done(roster) ? roster : undefined;
  }, 20_000);
}

const DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

describe('invitations by mail', () => {
  it('arrive, fifteen of them, each with its student’s link, the class’s days in its zone and the HTML escaped', async () => {
    const zone = 'Pacific/Auckland';
    const today = calendarDayIn(new Date(), zone);
    const [firstDay, lastDay] = [addCalendarDays(today, -1), addCalendarDays(today, 2)];
    const rows = rosterRows(15, 'fifteen').map((row, index) =>
      index === 0 ? { ...row, name: '<b>Zoë</b> & Co' } : row,
    );
    const body = await rosterClassBody(server, instructor, { name: 'Routing <101> & more', startsInDays: 0 });
    const created = await server.call<TrainingClass>('POST', '/api/training-class', {
      auth: instructor,
      body: {
        ...body,
        ...toClassTimestamps({ firstDay, lastDay, timeZone: zone }),
        timeZone: zone,
        roster: rows,
        attendees: 15,
      },
    });
    expect(created.status).toBe(201);
    await eventually(async () => (rows.every((row) => mailTo(row.email).length === 1) ? true : undefined), 30_000);
    const day = (calendarDay: string) => DAY.format(new Date(`${calendarDay}T00:00:00Z`));
    for (const [index, row] of rows.entries()) {
      const [mail] = mailTo(row.email);
      expect(mail?.subject).toBe('Your sign-in link for Routing <101> & more');
      expect(mail?.headers.get('reply-to')).toBe('teacher@academy.test');
      // The embedded identity provider's token names its account ('instructor@…' is 'Instructor').
      expect(mail?.text).toContain('Your instructor: Instructor (reply to this message to write to them).');
      expect(mail?.text).toContain(`from ${day(firstDay)} to ${day(lastDay)} (Pacific/Auckland time)`);
      const joined = await join(server, linkIn(mail));
      expect({ status: joined.status, email: joined.body.email }).toEqual({
        status: 200,
        email: created.body.emails[index],
      });
    }
    const [zoe] = mailTo(rows[0]?.email ?? '');
    expect(zoe?.text).toContain('Hello <b>Zoë</b> & Co,');
    expect(zoe?.html).toContain('Hello &#60;b&#62;Zoë&#60;/b&#62; &#38; Co,');
    expect(zoe?.html).toContain('Routing &#60;101&#62; &#38; more');
    // Sent: the link is nowhere in the roster any more.
    const roster = await rosterWhen(created.body.id, ({ students }) => students.every((s) => s.invitation.sentAt));
    expect(roster.mail.enabled).toBe(true);
    for (const student of roster.students) {
      expect(student).toMatchObject({ link: null, invitation: { status: 'SENT', attempts: 1, lastError: null } });
    }
  });

  it('wait while the relay is down and are delivered once each when it is back', async () => {
    await relay.down();
    const rows = rosterRows(3, 'down');
    const created = await createRosterClass(server, instructor, { name: 'Relay down', roster: rows });
    const waiting = await rosterWhen(created.id, ({ students }) =>
      students.every((s) => s.invitation.lastError === 'relay unreachable'),
    );
    for (const student of waiting.students) {
      expect(student.invitation).toMatchObject({ status: 'QUEUED', attempts: 1, sentAt: null });
      expect(student.link).not.toBeNull();
    }
    await relay.up();
    // The first retry is due 30 s later.
    await server.call('POST', '/__test__/clock', { body: { advanceMs: 31_000 } });
    const sent = await rosterWhen(created.id, ({ students }) => students.every((s) => s.invitation.status === 'SENT'));
    expect(sent.students.map((s) => s.invitation.attempts)).toEqual([2, 2, 2]);
    expect(rows.map((row) => mailTo(row.email).length)).toEqual([1, 1, 1]);
  });

  it('fail for good at an unknown mailbox, keeping the link for the instructor to pass on', async () => {
    relay.refuseRecipient('gone@example.org', 550);
    const created = await createRosterClass(server, instructor, {
      name: 'Mailbox gone',
      roster: [{ name: 'Gone', email: 'gone@example.org' }],
    });
    const [student] = (
      await rosterWhen(created.id, ({ students }) => students.every((s) => s.invitation.status === 'FAILED'))
    ).students;
    expect(student?.invitation).toMatchObject({ attempts: 1, lastError: 'mailbox unavailable', sentAt: null });
    expect((await join(server, tokenOfLink(student?.link))).status).toBe(200);
  });
});
