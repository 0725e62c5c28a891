import type {
  ApiErrorBody,
  AuditEntry,
  ClassRoster,
  RosterStudent,
  StudentLoginResponse,
  TrainingClass,
} from '@academy/api';
import { ROSTER_NAME_MAX_LENGTH } from '@academy/api';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import {
  createRosterClass,
  join,
  linksOf,
  rosterClassBody,
  rosterOf,
  rosterRows,
  tokenOfLink,
} from '../../../test-support/roster-classes';
import { sharedTestServer } from '../../../test-support/shared-test-server';
import { type Auth, basicAuth, eventually, type TestServer } from '../../../test-support/test-server';

let server: TestServer;
let instructor: Auth;

beforeAll(async () => {
  server = await sharedTestServer();
  instructor = { bearer: await server.instructorToken() };
});

afterAll(async () => {
  expect(server.errors).toEqual([]);
});

const classesNamed = async (name: string) =>
  (await server.call<TrainingClass[]>('GET', '/api/training-class', { auth: instructor })).body.filter(
    (item) => item.name === name,
  );

async function auditOf(classId: string): Promise<AuditEntry[]> {
  return (await server.call<AuditEntry[]>('GET', `/api/training-class/${classId}/audit`, { auth: instructor })).body;
}

describe('a class saved with a roster', () => {
  it('gives its rows -01… in order, and with mail off each student a link to copy until the class ends', async () => {
    const rows = rosterRows(3, 'order');
    const created = await createRosterClass(server, instructor, { name: 'Roster in order', roster: rows });
    expect(created).toMatchObject({ attendees: 3, rosterSize: 3, passphraseMode: 'CLASS' });
    expect(created.emails).toEqual(['01', '02', '03'].map((n) => `roster-in-order-${n}@academy.test`));
    const roster = await rosterOf(server, instructor, created.id);
    expect(roster).toMatchObject({ mail: { enabled: false }, passphraseMode: 'CLASS', retentionDays: 30 });
    expect(roster.students.map(({ username, name, email }) => ({ username, name, email }))).toEqual(
      rows.map((row, index) => ({ ...row, username: created.emails[index] })),
    );
    for (const student of roster.students) {
      expect(student.invitation).toEqual({
        status: 'MAIL_OFF',
        attempts: 0,
        sentAt: null,
        lastError: null,
        expiresAt: created.labsEndAt,
      });
      expect(student.link).toMatch(new RegExp(`^${server.url}/join#[A-Za-z0-9_-]{43}$`));
      expect(student.redeemedAt).toBeNull();
    }
  });

  it('keeps the trail to usernames: the class created and each student invited, no name or address', async () => {
    const created = await createRosterClass(server, instructor, {
      name: 'Roster audited',
      roster: rosterRows(2, 'audited'),
    });
    const trail = await eventually(async () => {
      const entries = await auditOf(created.id);
      return entries.length === 3 ? entries : undefined;
    });
    expect(trail.map(({ action, target }) => `${action} ${target}`).sort()).toEqual([
      `class-created ${created.id}`,
      `student-invited ${created.emails[0]}`,
      `student-invited ${created.emails[1]}`,
    ]);
    expect(JSON.stringify(trail)).not.toMatch(/Student|example\.org/);
  });

  it('refuses with the row named, a mismatched attendees, PERSONAL without a roster; stores nothing', async () => {
    const name = 'Roster refused';
    const body = await rosterClassBody(server, instructor, { name, roster: rosterRows(2, 'refused'), startsInDays: 7 });
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ attendees: 3 }, 'attendees must be 2: the roster has 2 students.'],
      [
        {
          roster: [
            { name: 'Ann', email: 'ann@x.org' },
            { name: 'Bob', email: 'bob@' },
          ],
          attendees: 2,
        },
        "Row 2: 'bob@' is not an e-mail address.",
      ],
      [{ roster: [{ name: 'Ann\u0007', email: 'ann@x.org' }] }, 'Row 1: the name contains control characters.'],
      [{ roster: rosterRows(16, 'many'), attendees: 15 }, '15 students at most: this roster has 16.'],
      [
        { roster: undefined, passphraseMode: 'PERSONAL' },
        'passphraseMode PERSONAL needs a roster: each student on it gets a passphrase of their own.',
      ],
      [{ passphraseMode: 'SECRET' }, 'passphraseMode must be one of CLASS, PERSONAL.'],
    ];
    for (const [change, message] of refusals) {
      const refused = await server.call<ApiErrorBody>('POST', '/api/training-class', {
        auth: instructor,
        body: { ...body, ...change },
      });
      expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 400, message });
    }
    expect(await classesNamed(name)).toEqual([]);
  });

  it('refuses a roster of 10,000 rows and a body of 5 MB before reading them, storing nothing', async () => {
    const name = 'Roster flood';
    const body = await rosterClassBody(server, instructor, { name, startsInDays: 7 });
    for (const roster of [rosterRows(10_000, 'flood'), [{ name: 'x'.repeat(5_000_000), email: 'big@x.org' }]]) {
      const refused = await server.call<ApiErrorBody>('POST', '/api/training-class', {
        auth: instructor,
        body: { ...body, roster, attendees: 15 },
      });
      expect({ status: refused.status, message: refused.body.message }).toEqual({
        status: 413,
        message: 'The request body is too large.',
      });
    }
    expect(await classesNamed(name)).toEqual([]);
  });

  it('takes the longest roster the rules allow, whatever script its names and addresses are in', async () => {
    // Each character 3 bytes of UTF-8: the class's name and every row at their longest.
    const roster = Array.from({ length: 15 }, (_, index) => ({
      name: '名'.repeat(ROSTER_NAME_MAX_LENGTH),
      email: `${'漢'.repeat(240)}${String(index).padStart(2, '0')}@${'漢'.repeat(8)}.jp`,
    }));
    const name = '長'.repeat(200);
    const body = await rosterClassBody(server, instructor, { name, roster, startsInDays: 7 });
    expect(Buffer.byteLength(JSON.stringify(body))).toBeGreaterThan(16 * 1024);
    const created = await server.call<TrainingClass>('POST', '/api/training-class', { auth: instructor, body });
    expect(created.status).toBe(201);
    expect(created.body.rosterSize).toBe(15);
  });

  it("keeps a name that reads as a formula as text, and the trail's CSV carries no name", async () => {
    const formula = "=cmd|' /C calc'!A0";
    const created = await createRosterClass(server, instructor, {
      name: 'Roster formula',
      roster: [{ name: formula, email: 'eve@example.org' }],
    });
    expect((await rosterOf(server, instructor, created.id)).students[0]?.name).toBe(formula);
    const csv = await eventually(async () => {
      const { body } = await server.call<string>('GET', `/api/training-class/${created.id}/audit.csv`, {
        auth: instructor,
      });
      return body.includes('student-invited') ? body : undefined;
    });
    expect(csv).not.toContain('cmd|');
    expect(csv).not.toContain('eve@example.org');
  });
});

describe('a roster edited with its class (PUT)', () => {
  it('keeps a row matched by address with its username and link, numbers a new one, removes a dropped one', async () => {
    const [ann, bob, cleo] = rosterRows(3, 'edit');
    if (!ann || !bob || !cleo) throw new Error('rows');
    const created = await createRosterClass(server, instructor, { name: 'Roster edited', roster: [ann, bob] });
    const before = await linksOf(server, instructor, created.id);
    const body = await rosterClassBody(server, instructor, { name: 'Roster edited', startsInDays: -1 });
    const edited = await server.call<TrainingClass>('PUT', `/api/training-class/${created.id}`, {
      auth: instructor,
      body: { ...body, roster: [cleo, { ...bob, name: 'Robert', email: bob.email.toUpperCase() }], attendees: 2 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.emails).toEqual([created.emails[1], 'roster-edited-03@academy.test']);
    const after = await rosterOf(server, instructor, created.id);
    expect(after.students.map(({ username, name }) => [username, name])).toEqual([
      [created.emails[1], 'Robert'],
      ['roster-edited-03@academy.test', cleo.name],
    ]);
    expect(tokenOfLink(after.students[0]?.link)).toBe(before.get(bob.email));
    const dropped = await join(server, before.get(ann.email) ?? '');
    expect({ status: dropped.status, message: dropped.body.message }).toEqual({
      status: 401,
      message: 'This sign-in link has been revoked by your instructor.',
    });
    // Without a roster in the body, the class keeps its own, and attendees must still be its size.
    const kept = await server.call<ApiErrorBody>('PUT', `/api/training-class/${created.id}`, {
      auth: instructor,
      body: { ...body, attendees: 3 },
    });
    expect(kept.body.message).toBe('attendees must be 2: the roster has 2 students.');
  });

  it('drops the whole roster for unnamed students who never get a removed student’s username', async () => {
    const created = await createRosterClass(server, instructor, {
      name: 'Roster dropped',
      roster: rosterRows(2, 'dropped'),
      startsInDays: 7,
    });
    const body = await rosterClassBody(server, instructor, { name: 'Roster dropped', startsInDays: 7 });
    const dropped = await server.call<TrainingClass>('PUT', `/api/training-class/${created.id}`, {
      auth: instructor,
      body: { ...body, roster: [], attendees: 3 },
    });
    expect(dropped.body).toMatchObject({ rosterSize: 0, attendees: 3 });
    expect(dropped.body.emails).toEqual(['03', '04', '05'].map((n) => `roster-dropped-${n}@academy.test`));
    expect((await rosterOf(server, instructor, created.id)).students).toEqual([]);
  });
});

describe('personal passphrases', () => {
  it('are no one’s to see but their student’s, shown once by their link; a classmate’s opens nothing', async () => {
    const created = await createRosterClass(server, instructor, {
      name: 'Roster personal',
      roster: rosterRows(2, 'personal'),
      passphraseMode: 'PERSONAL',
    });
    expect(created).toMatchObject({ passphrase: '', passphraseMode: 'PERSONAL' });
    const [first, second] = [...(await linksOf(server, instructor, created.id)).values()];
    const ann = await join(server, first ?? '');
    expect(ann.status).toBe(200);
    expect(ann.body).toMatchObject({ email: created.emails[0], name: 'Student 1' });
    expect(ann.body.personalPassphrase).toMatch(/^[a-z]+-[a-z]+-\d{4}$/);
    expect(ann.body.passphrase).toBe(ann.body.personalPassphrase);
    expect(ann.body.trainingClass).toMatchObject({ passphrase: '', emails: [created.emails[0]] });
    const again = await join(server, first ?? '');
    expect(again.body).toMatchObject({ personalPassphrase: null, passphrase: ann.body.passphrase });
    const bob = await join(server, second ?? '');

    const login = (username: string, passphrase: string) =>
      server.call('POST', '/api/training-class/login', { auth: basicAuth(username, passphrase) });
    expect((await login(created.emails[0] ?? '', ann.body.passphrase)).status).toBe(200);
    expect((await login(created.emails[1] ?? '', ann.body.passphrase)).status).toBe(401);
    expect((await login(created.emails[0] ?? '', bob.body.passphrase)).status).toBe(401);
    // What the instructor lists: no passphrase at all.
    const listed = (await classesNamed('Roster personal'))[0];
    expect(listed?.passphrase).toBe('');
    expect(JSON.stringify(await rosterOf(server, instructor, created.id))).not.toContain(ann.body.passphrase);
  });
});

describe('a class switched to personal passphrases', () => {
  it('keeps its students and links, and each link then gives its student their own passphrase', async () => {
    const created = await createRosterClass(server, instructor, {
      name: 'Roster switched',
      roster: rosterRows(2, 'sw'),
    });
    const [first = ''] = [...(await linksOf(server, instructor, created.id)).values()];
    const body = await rosterClassBody(server, instructor, { name: 'Roster switched', startsInDays: -1 });
    const switched = await server.call<TrainingClass>('PUT', `/api/training-class/${created.id}`, {
      auth: instructor,
      body: { ...body, passphraseMode: 'PERSONAL' },
    });
    expect(switched.body).toMatchObject({ passphraseMode: 'PERSONAL', passphrase: '', emails: created.emails });
    const joined = await join(server, first);
    expect(joined.body.personalPassphrase).toMatch(/^[a-z]+-[a-z]+-\d{4}$/);
    const login = (passphrase: string) =>
      server.call('POST', '/api/training-class/login', { auth: basicAuth(created.emails[0] ?? '', passphrase) });
    expect((await login(created.passphrase)).status).toBe(401);
    expect((await login(joined.body.passphrase)).status).toBe(200);
  });
});

describe('personal links', () => {
  it('sign the student in as the login does, and say plainly why a link does not work', async () => {
    const created = await createRosterClass(server, instructor, { name: 'Roster join', roster: rosterRows(2, 'join') });
    const links = await linksOf(server, instructor, created.id);
    const [first] = [...links.values()];
    const joined = await join(server, first ?? '');
    expect(joined.status).toBe(200);
    const login = await server.call<StudentLoginResponse>('POST', '/api/training-class/login', {
      auth: basicAuth(created.emails[0] ?? '', created.passphrase),
    });
    // The login's answer (its machines move on while provisioning), and whose lab it is.
    const { vms: _vms, nextMachineDueInMs: _due, ...sameAsLogin } = login.body;
    expect(Object.keys(joined.body).sort()).toEqual(
      [...Object.keys(login.body), 'email', 'passphrase', 'name', 'personalPassphrase'].sort(),
    );
    expect(joined.body).toMatchObject({
      ...sameAsLogin,
      email: created.emails[0],
      passphrase: created.passphrase,
      name: 'Student 1',
      personalPassphrase: null,
    });
    const redeemed = (await rosterOf(server, instructor, created.id)).students[0];
    expect(redeemed?.redeemedAt).not.toBeNull();

    const resent = await server.call<RosterStudent>(
      'POST',
      `/api/training-class/${created.id}/roster/${encodeURIComponent(created.emails[0] ?? '')}/resend`,
      { auth: instructor },
    );
    expect(resent.body.invitation.status).toBe('MAIL_OFF');
    expect(tokenOfLink(resent.body.link)).not.toBe(first);
    const revoked = await server.call<RosterStudent>(
      'POST',
      `/api/training-class/${created.id}/roster/${encodeURIComponent(created.emails[0] ?? '')}/revoke`,
      { auth: instructor },
    );
    expect(revoked.body).toMatchObject({ invitation: { status: 'REVOKED' }, link: null });
    const refusals: Array<[string, string]> = [
      [first ?? '', 'This sign-in link has been replaced by a newer one.'],
      [tokenOfLink(resent.body.link), 'This sign-in link has been revoked by your instructor.'],
      ['A'.repeat(43), 'This sign-in link is not valid.'],
      ['not-a-token', 'This sign-in link is not valid.'],
    ];
    for (const [token, message] of refusals) {
      const refused = await join(server, token);
      expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 401, message });
    }
    const bad = await server.call<ApiErrorBody>('POST', '/api/training-class/join', { body: { link: 'x' } });
    expect(bad.status).toBe(400);
    const trail = await eventually(async () => {
      const entries = (await auditOf(created.id)).filter((entry) => entry.action !== 'student-invited');
      return entries.length >= 6 ? entries : undefined;
    });
    expect(trail.map(({ action, outcome, target }) => `${action} ${outcome} ${target}`)).toEqual([
      `link-redeemed refused ${created.emails[0]}`,
      `link-redeemed refused ${created.emails[0]}`,
      `link-revoked ok ${created.emails[0]}`,
      `invitation-resent ok ${created.emails[0]}`,
      `link-redeemed ok ${created.emails[0]}`,
      `class-created ok ${created.id}`,
    ]);
  });
});

describe('late joiners and leavers', () => {
  const labsOf = async (classId: string) =>
    (await server.classes()).find((item) => item.id === classId)?.labs.filter((lab) => lab.vms.length > 0) ?? [];

  it('get a lab at once and an invitation; a leaver’s link ends and their lab goes; attendees follows', async () => {
    const created = await createRosterClass(server, instructor, { name: 'Roster late', roster: rosterRows(1, 'late') });
    const added = await server.call<RosterStudent>('POST', `/api/training-class/${created.id}/roster`, {
      auth: instructor,
      body: { name: 'Dan Late', email: 'dan@example.org' },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      username: 'roster-late-02@academy.test',
      name: 'Dan Late',
      invitation: { status: 'MAIL_OFF' },
    });
    await eventually(async () => ((await labsOf(created.id)).length === 2 ? true : undefined), 20_000);
    const joined = await join(server, tokenOfLink(added.body.link));
    expect(joined.body.email).toBe('roster-late-02@academy.test');

    const again = await server.call<ApiErrorBody>('POST', `/api/training-class/${created.id}/roster`, {
      auth: instructor,
      body: { name: 'Dan Again', email: 'DAN@example.org' },
    });
    expect({ status: again.status, message: again.body.message }).toEqual({
      status: 409,
      message: 'DAN@example.org is already on the roster.',
    });

    const removed = await server.call(
      'DELETE',
      `/api/training-class/${created.id}/roster/roster-late-02%40academy.test`,
      {
        auth: instructor,
      },
    );
    expect(removed.status).toBe(204);
    const left = await join(server, tokenOfLink(added.body.link));
    expect(left.body.message).toBe('This sign-in link has been revoked by your instructor.');
    await eventually(async () => ((await labsOf(created.id)).length === 1 ? true : undefined), 20_000);
    const [listed] = await classesNamed('Roster late');
    expect(listed).toMatchObject({ attendees: 1, rosterSize: 1, emails: [created.emails[0]] });

    const last = await server.call<ApiErrorBody>(
      'DELETE',
      `/api/training-class/${created.id}/roster/${encodeURIComponent(created.emails[0] ?? '')}`,
      { auth: instructor },
    );
    expect({ status: last.status, message: last.body.message }).toEqual({
      status: 409,
      message: 'A class keeps at least one student: delete the class instead.',
    });
    const unknown = await server.call('DELETE', `/api/training-class/${created.id}/roster/nobody%40academy.test`, {
      auth: instructor,
    });
    expect(unknown.status).toBe(404);
  });

  it('are refused on a class without a roster, and every roster call needs an instructor', async () => {
    const body = await rosterClassBody(server, instructor, { name: 'Roster none', startsInDays: 7 });
    const created = await server.call<TrainingClass>('POST', '/api/training-class', { auth: instructor, body });
    expect(created.body).toMatchObject({ rosterSize: 0, passphraseMode: 'CLASS' });
    const added = await server.call<ApiErrorBody>('POST', `/api/training-class/${created.body.id}/roster`, {
      auth: instructor,
      body: { name: 'Dan', email: 'dan@example.org' },
    });
    expect(added.status).toBe(409);
    expect((await rosterOf(server, instructor, created.body.id)).students).toEqual([]);
    const student = basicAuth(created.body.emails[0] ?? '', created.body.passphrase);
    for (const [method, path] of [
      ['GET', `/api/training-class/${created.body.id}/roster`],
      ['POST', `/api/training-class/${created.body.id}/roster`],
      ['DELETE', `/api/training-class/${created.body.id}/roster/x`],
      ['POST', `/api/training-class/${created.body.id}/roster/x/resend`],
      ['POST', `/api/training-class/${created.body.id}/roster/x/revoke`],
    ] as const) {
      for (const auth of [undefined, student]) {
        expect((await server.call(method, path, { auth, body: method === 'GET' ? undefined : {} })).status).toBe(401);
      }
    }
    const missing = await server.call<ClassRoster>('GET', '/api/training-class/no-such-class/roster', {
      auth: instructor,
    });
    expect(missing.status).toBe(404);
  });
});
