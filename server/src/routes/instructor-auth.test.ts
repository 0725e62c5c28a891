import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { generateKeyPair, SignJWT } from 'jose';
import { type FakeIssuer, startFakeIssuer } from '../../test-support/fake-issuer';
import { freePort, startTestServer, type TestServer } from '../../test-support/test-server';

let issuer: FakeIssuer;
let server: TestServer;
/** Instructor groups of its own (INSTRUCTOR_GROUPS). */
let custom: TestServer;
/** An external issuer that is down, with test hooks on: the hooks sign with a key of their own. */
let cut: TestServer;
let unreachable: string;

function listClasses(bearer: string) {
  return server.call('GET', '/api/training-class', { auth: { bearer } });
}

beforeAll(async () => {
  issuer = await startFakeIssuer();
  // A real issuer configured and test hooks off: exactly the production verification path.
  unreachable = `http://127.0.0.1:${await freePort()}/oauth2/default`;
  // Started here, on the hook's budget: a server's start is no part of what a test proves.
  [server, custom, cut] = await Promise.all([
    startTestServer({ OIDC_ISSUER: issuer.issuer, ENABLE_TEST_HOOKS: '0' }),
    startTestServer({
      OIDC_ISSUER: issuer.issuer,
      ENABLE_TEST_HOOKS: '0',
      INSTRUCTOR_GROUPS: 'Trainers, Course admins',
    }),
    startTestServer({ OIDC_ISSUER: unreachable }),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([server?.close(), custom?.close(), cut?.close()]);
  await issuer.close();
});

describe('instructor bearer tokens (jose against the issuer JWKS)', () => {
  it('accepts an RS256 token of the configured issuer for audience api://default', async () => {
    const { status, body } = await listClasses(await issuer.sign({}));
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
  });

  it('refuses expired, wrong-audience, wrong-issuer, subject-less and unknown-key tokens with 401', async () => {
    const now = Math.floor(Date.now() / 1000);
    const { privateKey: otherKey } = await generateKeyPair('RS256');
    const bad: Array<[string, string]> = [
      ['expired', await issuer.sign({ iat: now - 3600, exp: now - 1800 })],
      ['wrong audience', await issuer.sign({ aud: 'api://other' })],
      ['wrong issuer', await issuer.sign({ iss: 'https://evil.example/oauth2/default' })],
      ['no subject', await issuer.sign({ sub: undefined })],
      ['unpublished key, known kid', await issuer.sign({}, { key: otherKey })],
      ['unpublished key, unknown kid', await issuer.sign({}, { key: otherKey, kid: 'other' })],
    ];
    for (const [label, token] of bad) {
      const { status, body } = await listClasses(token);
      expect({ label, status, body }).toMatchObject({ label, status: 401, body: { error: 'unauthorized' } });
    }
  });

  it('refuses with 401 a token the org issued to another of its applications (cid), as Okta shares the audience', async () => {
    for (const cid of ['another-app', undefined]) {
      const { status, body } = await listClasses(await issuer.sign({ cid }));
      expect({ cid, status, body }).toMatchObject({ cid, status: 401, body: { error: 'unauthorized' } });
    }
  });

  it('refuses with 403 a token of the portal whose groups claim names no instructor group', async () => {
    for (const groups of [undefined, [], ['Everyone', 'Sales'], 'Instructors', [['Instructors']], ['instructors']]) {
      const { status, body } = await listClasses(await issuer.sign({ groups }));
      expect({ groups, status, body }).toEqual({
        groups,
        status: 403,
        body: {
          error: 'forbidden',
          message: 'Only instructors may do this: the access token names none of the instructor groups.',
        },
      });
    }
    expect((await listClasses(await issuer.sign({ groups: ['Everyone', 'Instructors'] }))).status).toBe(200);
    expect(server.errors).toEqual([]);
  });

  it('takes the instructor groups from INSTRUCTOR_GROUPS, any one of them', async () => {
    const statusFor = async (groups: string[]) =>
      (await custom.call('GET', '/api/training-class', { auth: { bearer: await issuer.sign({ groups }) } })).status;
    expect(await statusFor(['Course admins'])).toBe(200);
    expect(await statusFor(['Trainers'])).toBe(200);
    expect(await statusFor(['Instructors'])).toBe(403);
  });

  it('refuses HS256 and unsigned tokens: RS256 only', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = { iss: issuer.issuer, aud: 'api://default', sub: 'x@y', iat: now, exp: now + 600 };
    const hs256 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', kid: 'fake-key-1' })
      .sign(new TextEncoder().encode('a-shared-secret-of-32-characters!'));
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${encode({ alg: 'none' })}.${encode(claims)}.`;
    for (const token of [hs256, unsigned]) expect((await listClasses(token)).status).toBe(401);
  });

  it('answers 503, not 500, when the issuer cannot be reached; trusts the hooks key only with hooks on', async () => {
    expect((await server.call('POST', '/__test__/instructor-token')).status).toBe(404);
    const { status, body } = await cut.call('GET', '/api/training-class', {
      auth: { bearer: await issuer.sign({ iss: unreachable }) },
    });
    expect({ status, body }).toMatchObject({ status: 503, body: { error: 'service_unavailable' } });
    expect(cut.errors).toEqual([]);

    const hookToken = await cut.instructorToken();
    expect((await cut.call('GET', '/api/training-class', { auth: { bearer: hookToken } })).status).toBe(200);
    expect((await listClasses(hookToken)).status).toBe(401);
  });
});
