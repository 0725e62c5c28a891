import type { RosterStudent } from '@academy/api';
import { $identityAuth, instructorUnauthorized } from '@academy/auth';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { allSettled, createStore, fork, type Scope } from 'effector';
import { failingWith } from '@/shared/testing/failing-with';
import { aClassRoster, aRosterStudent } from '@/shared/testing/roster';
import { ROSTER_REFRESH_MS } from '../lib';
import {
  $addError,
  $busyStudents,
  $copiedUsername,
  $invitationError,
  $invitationNotice,
  $isAddOpen,
  $namesByUsername,
  $newStudent,
  $newStudentMessages,
  $removeCandidate,
  $removeError,
  $revokeCandidate,
  $roster,
  $rosterError,
  addStudentClicked,
  addStudentFx,
  addStudentSubmitted,
  copyLinkFx,
  fetchRosterFx,
  labsSeen,
  linkCopyClicked,
  newStudentChanged,
  newStudentFieldLeft,
  removeCancelled,
  removeClicked,
  removeConfirmed,
  removeStudentFx,
  resendClicked,
  resendFx,
  revokeCancelled,
  revokeClicked,
  revokeConfirmed,
  revokeFx,
  rosterClosed,
  rosterOpened,
  studentsChanged,
} from '.';

const $changes = createStore(0).on(studentsChanged, (count) => count + 1);

const queued = aRosterStudent({
  username: 'java-101-03@academy.test',
  name: 'Cy Diaz',
  email: 'cy@x.org',
  invitation: { status: 'QUEUED', attempts: 0, sentAt: null, lastError: null, expiresAt: '2026-11-24T05:00:00.000Z' },
});

function rosterScope(handlers: Array<[unknown, unknown]> = []): Scope {
  return fork({ handlers: [[fetchRosterFx, async () => aClassRoster()], ...handlers] as never });
}

async function open(scope: Scope, followsInvitations = true) {
  await allSettled(rosterOpened, { scope, params: { classId: 'class-1', followsInvitations } });
}

afterEach(() => {
  rs.useRealTimers();
  rs.restoreAllMocks();
  rs.unstubAllGlobals();
});

describe('the roster as the pages read it', () => {
  it('reads GET /api/training-class/{id}/roster with the bearer token, parsed field by field', async () => {
    const answer = { ...aClassRoster(), unknownField: 'dropped' };
    const fetchMock = rs.fn(async () => new Response(JSON.stringify(answer), { status: 200 }));
    rs.stubGlobal('fetch', fetchMock);
    const scope = fork({
      values: [[$identityAuth, { isAuthenticated: true, accessToken: 'token-1', idToken: '', refreshToken: '' }]],
    });
    await open(scope);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/training-class/class-1/roster');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer token-1' });
    expect(scope.getState($roster)).toEqual(aClassRoster());
    expect(scope.getState($namesByUsername)).toEqual({
      'java-101-01@academy.test': 'Lee, Ann',
      'java-101-02@academy.test': 'Bob Chen',
    });
  });

  it("an answer that is not a roster is 'Server error.', and nothing of it is shown", async () => {
    const broken = { ...aClassRoster(), students: [{ ...aRosterStudent(), invitation: { status: 'LOST' } }] };
    rs.stubGlobal('fetch', async () => new Response(JSON.stringify(broken), { status: 200 }));
    const scope = fork();
    await open(scope);
    expect(scope.getState($roster)).toBeNull();
    expect(scope.getState($rosterError)).toBe('Server error.');
  });

  it('reads it again every 5 s while an invitation is queued, and stops once none is', async () => {
    rs.useFakeTimers();
    let students: RosterStudent[] = [aRosterStudent(), queued];
    const read = rs.fn(async () => aClassRoster({ students }));
    const scope = rosterScope([[fetchRosterFx, read]]);
    await open(scope);
    expect(read).toHaveBeenCalledTimes(1);
    await rs.advanceTimersByTimeAsync(ROSTER_REFRESH_MS - 1);
    expect(read).toHaveBeenCalledTimes(1);
    await rs.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(2);
    students = [aRosterStudent(), { ...queued, invitation: { ...queued.invitation, status: 'SENT' } }];
    await rs.advanceTimersByTimeAsync(ROSTER_REFRESH_MS);
    expect(read).toHaveBeenCalledTimes(3);
    expect(rs.getTimerCount()).toBe(0);
  });

  it('stops reading when the page closes, and the monitor (which shows no invitations) never polls', async () => {
    rs.useFakeTimers();
    const read = rs.fn(async () => aClassRoster({ students: [queued] }));
    const scope = rosterScope([[fetchRosterFx, read]]);
    await open(scope);
    await allSettled(rosterClosed, { scope });
    expect(rs.getTimerCount()).toBe(0);
    await open(scope, false);
    await rs.advanceTimersByTimeAsync(ROSTER_REFRESH_MS * 2);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads it again once when the monitor shows a lab it does not name', async () => {
    const read = rs.fn(async () => aClassRoster());
    const scope = rosterScope([[fetchRosterFx, read]]);
    await open(scope, false);
    await allSettled(labsSeen, { scope, params: ['java-101-01@academy.test', 'java-101-02@academy.test'] });
    expect(read).toHaveBeenCalledTimes(1);
    await allSettled(labsSeen, { scope, params: ['java-101-01@academy.test', 'java-101-03@academy.test'] });
    expect(read).toHaveBeenCalledTimes(2);
    await allSettled(labsSeen, { scope, params: ['java-101-01@academy.test', 'java-101-03@academy.test'] });
    expect(read).toHaveBeenCalledTimes(2);
  });
});

describe('invitations: Send again, Revoke, copy', () => {
  it('Send again posts to resend, says the old link stopped working, and reads the roster again', async () => {
    const resend = rs.fn(async (_api: unknown, _call: { classId: string; username: string }) => undefined);
    const read = rs.fn(async () => aClassRoster());
    const scope = rosterScope([
      [fetchRosterFx, read],
      [resendFx, resend],
    ]);
    await open(scope);
    await allSettled(resendClicked, { scope, params: 'java-101-01@academy.test' });
    expect(resend.mock.calls[0]?.[1]).toEqual({ classId: 'class-1', username: 'java-101-01@academy.test' });
    expect(scope.getState($invitationNotice)).toBe(
      'A new invitation is on its way to ann@x.org: the old link stopped working.',
    );
    expect(read).toHaveBeenCalledTimes(2);
    expect(scope.getState($busyStudents).size).toBe(0);
  });

  it('with mail off, the new link is there to copy', async () => {
    const scope = rosterScope([
      [fetchRosterFx, async () => aClassRoster({ mail: { enabled: false } })],
      [resendFx, async () => undefined],
    ]);
    await open(scope);
    await allSettled(resendClicked, { scope, params: 'java-101-02@academy.test' });
    expect(scope.getState($invitationNotice)).toBe(
      'A new link for java-101-02 is ready to copy: the old link stopped working.',
    );
  });

  it('posts to the paths of the contract', async () => {
    const fetchMock = rs.fn(async (url: string) =>
      url.endsWith('/roster')
        ? new Response(JSON.stringify(aClassRoster()), { status: 200 })
        : new Response(null, { status: 204 }),
    );
    rs.stubGlobal('fetch', fetchMock);
    const scope = fork();
    await open(scope);
    await allSettled(resendClicked, { scope, params: 'java-101-01@academy.test' });
    await allSettled(revokeClicked, { scope, params: 'java-101-01@academy.test' });
    await allSettled(revokeConfirmed, { scope });
    const posts = fetchMock.mock.calls
      .map((call) => call as unknown as [string, RequestInit])
      .filter(([, init]) => init.method === 'POST')
      .map(([url]) => url);
    expect(posts).toEqual([
      '/api/training-class/class-1/roster/java-101-01%40academy.test/resend',
      '/api/training-class/class-1/roster/java-101-01%40academy.test/revoke',
    ]);
  });

  it('Revoke waits for its confirmation; Cancel sends nothing', async () => {
    const revoke = rs.fn(async () => undefined);
    const scope = rosterScope([[revokeFx, revoke]]);
    await open(scope);
    await allSettled(revokeClicked, { scope, params: 'java-101-02@academy.test' });
    expect(scope.getState($revokeCandidate)?.name).toBe('Bob Chen');
    expect(revoke).not.toHaveBeenCalled();
    await allSettled(revokeCancelled, { scope });
    expect(scope.getState($revokeCandidate)).toBeNull();
    await allSettled(revokeConfirmed, { scope });
    expect(revoke).not.toHaveBeenCalled();

    await allSettled(revokeClicked, { scope, params: 'java-101-02@academy.test' });
    await allSettled(revokeConfirmed, { scope });
    expect(revoke).toHaveBeenCalledOnce();
    expect(scope.getState($revokeCandidate)).toBeNull();
    expect(scope.getState($invitationNotice)).toBe(
      "The link of java-101-02 stopped working. 'Send again' gives them a new one.",
    );
  });

  it.each([
    [500, 'Server error.'],
    [404, 'Client error.'],
  ])('a refused call (%i) says %j, and what was shown stays', async (status, text) => {
    const scope = rosterScope([
      [resendFx, failingWith(status)],
      [revokeFx, failingWith(status)],
    ]);
    await open(scope);
    await allSettled(resendClicked, { scope, params: 'java-101-01@academy.test' });
    expect(scope.getState($invitationError)).toBe(text);
    expect(scope.getState($invitationNotice)).toBe('');
    expect(scope.getState($roster)).toEqual(aClassRoster());
    await allSettled(revokeClicked, { scope, params: 'java-101-01@academy.test' });
    await allSettled(revokeConfirmed, { scope });
    expect(scope.getState($invitationError)).toBe(text);
  });

  it("copies a student's link and says Copied for 2 s", async () => {
    rs.useFakeTimers();
    const copy = rs.fn(async ({ username }: { username: string; link: string }) => username);
    const withLink = aRosterStudent({ link: 'https://academy.test/join#token-1' });
    const scope = rosterScope([
      [fetchRosterFx, async () => aClassRoster({ students: [withLink] })],
      [copyLinkFx, copy],
    ]);
    await open(scope);
    await allSettled(linkCopyClicked, { scope, params: withLink.username });
    expect(copy).toHaveBeenCalledWith({ username: withLink.username, link: 'https://academy.test/join#token-1' });
    expect(scope.getState($copiedUsername)).toBe(withLink.username);
    await rs.advanceTimersByTimeAsync(2_000);
    expect(scope.getState($copiedUsername)).toBeNull();
  });

  it('says so when the browser refuses the clipboard', async () => {
    const scope = rosterScope([
      [
        fetchRosterFx,
        async () => aClassRoster({ students: [aRosterStudent({ link: 'https://academy.test/join#t' })] }),
      ],
      [
        copyLinkFx,
        async () => {
          throw new Error('NotAllowedError');
        },
      ],
    ]);
    await open(scope);
    await allSettled(linkCopyClicked, { scope, params: 'java-101-01@academy.test' });
    expect(scope.getState($invitationError)).toBe('The link could not be copied: select it and copy it yourself.');
  });
});

describe("the monitor's 'Add a student'", () => {
  async function openAdd(scope: Scope) {
    await open(scope, false);
    await allSettled(addStudentClicked, { scope });
  }

  async function type(scope: Scope, name: string, email: string) {
    await allSettled(newStudentChanged, { scope, params: { field: 'name', value: name } });
    await allSettled(newStudentChanged, { scope, params: { field: 'email', value: email } });
  }

  it('checks the fields as the class form checks its rows, once left or submitted', async () => {
    const add = rs.fn(async () => undefined);
    const scope = rosterScope([[addStudentFx, add]]);
    await openAdd(scope);
    await type(scope, '', 'bob@');
    expect(scope.getState($newStudentMessages)).toEqual({ name: null, email: null, class: null });
    await allSettled(newStudentFieldLeft, { scope, params: 'email' });
    expect(scope.getState($newStudentMessages).email).toBe("'bob@' is not an e-mail address.");
    await allSettled(addStudentSubmitted, { scope });
    expect(scope.getState($newStudentMessages)).toEqual({
      name: 'The name is missing.',
      email: "'bob@' is not an e-mail address.",
      class: null,
    });
    await type(scope, 'Bo\u0000b', 'BOB@x.org');
    expect(scope.getState($newStudentMessages)).toEqual({
      name: 'The name holds a control character (a tab, a line break or another invisible one).',
      email: 'BOB@x.org is already in the class (java-101-02).',
      class: null,
    });
    expect(add).not.toHaveBeenCalled();
  });

  it('says a class of 15 is full', async () => {
    const full = Array.from({ length: 15 }, (_, index) =>
      aRosterStudent({ username: `java-101-${index}@academy.test`, email: `s${index}@x.org` }),
    );
    const scope = rosterScope([[fetchRosterFx, async () => aClassRoster({ students: full })]]);
    await openAdd(scope);
    expect(scope.getState($newStudentMessages).class).toBe('15 students at most: the class has 15.');
  });

  it('adds the student (trimmed), closes, reads the roster again and tells the page', async () => {
    const add = rs.fn(async (_api: unknown, _call: unknown) => undefined);
    const read = rs.fn(async () => aClassRoster());
    const scope = rosterScope([
      [fetchRosterFx, read],
      [addStudentFx, add],
    ]);
    await openAdd(scope);
    await type(scope, '  Cy Diaz ', ' cy@x.org ');
    await allSettled(addStudentSubmitted, { scope });
    expect(add.mock.calls[0]?.[1]).toEqual({ classId: 'class-1', student: { name: 'Cy Diaz', email: 'cy@x.org' } });
    expect(scope.getState($isAddOpen)).toBe(false);
    expect(scope.getState($newStudent)).toEqual({ name: '', email: '' });
    expect(read).toHaveBeenCalledTimes(2);
    expect(scope.getState($changes)).toBe(1);
  });

  it('posts the new student to the roster', async () => {
    const fetchMock = rs.fn(async (_url: string, init: RequestInit) =>
      init.method === 'POST'
        ? new Response(null, { status: 201 })
        : new Response(JSON.stringify(aClassRoster()), { status: 200 }),
    );
    rs.stubGlobal('fetch', fetchMock);
    const scope = fork();
    await openAdd(scope);
    await type(scope, 'Cy Diaz', 'cy@x.org');
    await allSettled(addStudentSubmitted, { scope });
    const post = fetchMock.mock.calls.find(([, init]) => init.method === 'POST');
    expect(post?.[0]).toBe('/api/training-class/class-1/roster');
    expect(JSON.parse(String(post?.[1].body))).toEqual({ name: 'Cy Diaz', email: 'cy@x.org' });
  });

  it('a refused add shows its banner and keeps what was typed, the dialog open', async () => {
    const scope = rosterScope([[addStudentFx, failingWith(503)]]);
    await openAdd(scope);
    await type(scope, 'Cy Diaz', 'cy@x.org');
    await allSettled(addStudentSubmitted, { scope });
    expect(scope.getState($addError)).toBe('Server error.');
    expect(scope.getState($isAddOpen)).toBe(true);
    expect(scope.getState($newStudent)).toEqual({ name: 'Cy Diaz', email: 'cy@x.org' });
    expect(scope.getState($changes)).toBe(0);
  });
});

describe("the monitor's 'Remove'", () => {
  it('waits for the confirmation, then deletes the student and tells the page', async () => {
    const remove = rs.fn(async (_api: unknown, _call: unknown) => undefined);
    const scope = rosterScope([[removeStudentFx, remove]]);
    await open(scope, false);
    await allSettled(removeClicked, { scope, params: 'java-101-02@academy.test' });
    expect(scope.getState($removeCandidate)?.name).toBe('Bob Chen');
    await allSettled(removeCancelled, { scope });
    await allSettled(removeConfirmed, { scope });
    expect(remove).not.toHaveBeenCalled();
    await allSettled(removeClicked, { scope, params: 'java-101-02@academy.test' });
    await allSettled(removeConfirmed, { scope });
    expect(remove.mock.calls[0]?.[1]).toEqual({ classId: 'class-1', username: 'java-101-02@academy.test' });
    expect(scope.getState($removeCandidate)).toBeNull();
    expect(scope.getState($changes)).toBe(1);
  });

  it('deletes at the path of the contract', async () => {
    const fetchMock = rs.fn(async (_url: string, init: RequestInit) =>
      init.method === 'DELETE'
        ? new Response(null, { status: 204 })
        : new Response(JSON.stringify(aClassRoster()), { status: 200 }),
    );
    rs.stubGlobal('fetch', fetchMock);
    const scope = fork();
    await open(scope, false);
    await allSettled(removeClicked, { scope, params: 'java-101-02@academy.test' });
    await allSettled(removeConfirmed, { scope });
    const deletion = fetchMock.mock.calls.find(([, init]) => init.method === 'DELETE');
    expect(deletion?.[0]).toBe('/api/training-class/class-1/roster/java-101-02%40academy.test');
  });

  it('a refused remove says so on the page, the student kept', async () => {
    const scope = rosterScope([[removeStudentFx, failingWith(500)]]);
    await open(scope, false);
    await allSettled(removeClicked, { scope, params: 'java-101-02@academy.test' });
    await allSettled(removeConfirmed, { scope });
    expect(scope.getState($removeError)).toBe('Server error.');
    expect(scope.getState($removeCandidate)).toBeNull();
    expect(scope.getState($roster)?.students).toHaveLength(2);
    expect(scope.getState($changes)).toBe(0);
  });
});

it('a 401 tells the auth package, as every instructor call does', async () => {
  const $unauthorized = createStore(0).on(instructorUnauthorized, (count) => count + 1);
  const scope = rosterScope([[fetchRosterFx, failingWith(401)]]);
  await open(scope);
  expect(scope.getState($unauthorized)).toBe(1);
});
