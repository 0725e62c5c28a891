import type { ApiErrorBody } from '@academy/api';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createRosterClass, join, linksOf, rosterRows } from '../../../test-support/roster-classes';
import { type Auth, basicAuth, startTestServer, type TestServer } from '../../../test-support/test-server';

/** A personal link's sign-in within the login's rules: its logs, its class's days, its throttle. */

let server: TestServer;
let instructor: Auth;

beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'trace', LOGIN_MAX_FAILURES: '3' });
  instructor = { bearer: await server.instructorToken() };
});

afterAll(async () => {
  expect(server.errors).toEqual([]);
  await server.close();
});

describe('a personal link', () => {
  it('and the passphrases it gives never reach a log line, whether the sign-in succeeds or not', async () => {
    const personal = await createRosterClass(server, instructor, {
      name: 'Logged personal',
      roster: rosterRows(1, 'logged'),
      passphraseMode: 'PERSONAL',
    });
    const shared = await createRosterClass(server, instructor, { name: 'Logged class', roster: rosterRows(1, 'cls') });
    const [token = ''] = [...(await linksOf(server, instructor, personal.id)).values()];
    const [sharedToken = ''] = [...(await linksOf(server, instructor, shared.id)).values()];
    const from = server.logLines.length;
    const joined = await join(server, token);
    const passphrase = joined.body.personalPassphrase ?? '';
    expect(passphrase).not.toBe('');
    expect((await join(server, sharedToken)).status).toBe(200);
    const login = (username: string, secret: string) =>
      server.call('POST', '/api/training-class/login', { auth: basicAuth(username, secret) });
    expect((await login(personal.emails[0] ?? '', passphrase)).status).toBe(200);
    expect((await login(shared.emails[0] ?? '', shared.passphrase)).status).toBe(200);
    expect((await login(shared.emails[0] ?? '', `${passphrase}-wrong`)).status).toBe(401);
    expect((await join(server, `${token.slice(0, -1)}x`)).status).toBe(401);

    const logged = server.logLines.slice(from).join('\n');
    // Logging was on: each call has its line.
    expect(logged.match(/"route":"\/api\/training-class\/join"/g)).toHaveLength(3);
    for (const secret of [token, sharedToken, passphrase, shared.passphrase, token.slice(0, 20)]) {
      expect(logged).not.toContain(secret);
    }
  });

  it("opens nothing before its class's labs exist nor once they are gone, as the login says", async () => {
    const later = await createRosterClass(server, instructor, {
      name: 'Next week',
      roster: rosterRows(1, 'later'),
      startsInDays: 7,
    });
    const [early = ''] = [...(await linksOf(server, instructor, later.id)).values()];
    const notYet = await join(server, early);
    expect({ status: notYet.status, message: notYet.body.message }).toEqual({
      status: 401,
      message: 'Your class has not started yet: its lab is provisioned one day before the first day.',
    });

    const running = await createRosterClass(server, instructor, { name: 'Ending', roster: rosterRows(1, 'ending') });
    const [token = ''] = [...(await linksOf(server, instructor, running.id)).values()];
    expect((await join(server, token)).status).toBe(200);
    await server.call('POST', '/__test__/clock', { body: { now: running.labsEndAt } });
    const ended = await join(server, token);
    expect({ status: ended.status, message: ended.body.message }).toEqual({
      status: 401,
      message: 'Your class has ended and its lab was removed.',
    });
    const resend = await server.call<ApiErrorBody>(
      'POST',
      `/api/training-class/${running.id}/roster/${encodeURIComponent(running.emails[0] ?? '')}/resend`,
      { auth: instructor },
    );
    expect({ status: resend.status, message: resend.body.message }).toEqual({
      status: 409,
      message: "Class Ending has ended: its roster's links no longer work.",
    });
  });

  it('is limited as the login is: past the failures allowed, even a right link is refused with 429', async () => {
    const created = await createRosterClass(server, instructor, {
      name: 'Guessed',
      roster: rosterRows(1, 'guessed'),
      startsInDays: 0,
    });
    const [token = ''] = [...(await linksOf(server, instructor, created.id)).values()];
    for (const guess of ['A', 'B', 'C']) expect((await join(server, guess.repeat(43))).status).toBe(401);
    const refused = await join(server, token);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
