import { HttpError } from '@academy/api';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { instructorAuthHeaders, requestJson, studentAuthHeaders } from '../http/request-json';
import { $studentBasic } from '../student-session/model';
import { $accessToken, identityAuthChanged } from './model';

function stubFetch(status = 200, body: unknown = []) {
  const fetchMock = rs.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  rs.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function authorizationOf(init: RequestInit | undefined): string | null {
  return new Headers(init?.headers).get('Authorization');
}

describe('token attachment', () => {
  afterEach(() => {
    rs.unstubAllGlobals();
  });

  it('an instructor call carries the identity provider access token as Bearer, and nothing of the student', async () => {
    const fetchMock = stubFetch();
    const scope = fork({ values: [[$studentBasic, 'c3R1ZGVudDpwYXNz']] });
    await allSettled(identityAuthChanged, {
      scope,
      params: { isAuthenticated: true, accessToken: 'eyJ.access.token', idToken: 'eyJ.id.token', refreshToken: '' },
    });
    await requestJson('/api/training-class', { headers: instructorAuthHeaders(scope.getState($accessToken)) });
    expect(authorizationOf(fetchMock.mock.calls[0]?.[1])).toBe('Bearer eyJ.access.token');
  });

  it('a student call carries the Basic credential, never the bearer token', async () => {
    const fetchMock = stubFetch(200, { vms: [] });
    const scope = fork({
      values: [[$studentBasic, 'c3R1ZGVudDpwYXNz']],
    });
    await allSettled(identityAuthChanged, {
      scope,
      params: { isAuthenticated: true, accessToken: 'eyJ.access.token', idToken: 'i', refreshToken: '' },
    });
    await requestJson('/api/training-class/login', {
      method: 'POST',
      headers: studentAuthHeaders(scope.getState($studentBasic)),
    });
    expect(authorizationOf(fetchMock.mock.calls[0]?.[1])).toBe('Basic c3R1ZGVudDpwYXNz');
  });

  it('the access token follows a renewal', async () => {
    const fetchMock = stubFetch();
    const scope = fork();
    await allSettled(identityAuthChanged, {
      scope,
      params: { isAuthenticated: true, accessToken: 'old', idToken: 'i', refreshToken: '' },
    });
    await allSettled(identityAuthChanged, {
      scope,
      params: { isAuthenticated: true, accessToken: 'renewed', idToken: 'i', refreshToken: '' },
    });
    await requestJson('/api/training-course', { headers: instructorAuthHeaders(scope.getState($accessToken)) });
    expect(authorizationOf(fetchMock.mock.calls[0]?.[1])).toBe('Bearer renewed');
  });

  it('a 401 answer becomes an HttpError with status 401 (the remotes then fire instructorUnauthorized)', async () => {
    stubFetch(401, { message: 'Unauthorized' });
    const failure = await requestJson('/api/training-class', { headers: instructorAuthHeaders('expired') }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(401);
  });
});
