import { identityErrorTexts } from '@academy/api';
import { describe, expect, it } from '@rstest/core';
import { signedOutIdentity } from './model';
import {
  callbackErrorText,
  identityAuthOf,
  identitySettingsOf,
  isSessionNotFoundError,
  oktaOptionsOf,
} from './okta-options';

describe('identity client options', () => {
  const settings = identitySettingsOf(
    { issuer: 'https://academy.okta.com/oauth2/default', clientId: '0oa123' },
    'https://portal.academy.test',
  );

  it('takes issuer and client id from the runtime configuration', () => {
    expect(settings).toEqual({
      issuer: 'https://academy.okta.com/oauth2/default',
      clientId: '0oa123',
      origin: 'https://portal.academy.test',
    });
  });

  it('defaults to the embedded identity provider of the site', () => {
    expect(identitySettingsOf({ issuer: '', clientId: '' }, 'http://localhost:3000')).toEqual({
      issuer: 'http://localhost:3000/oauth2/default',
      clientId: 'academy-portal',
      origin: 'http://localhost:3000',
    });
  });

  it('signs in with PKCE, scopes openid profile email, the callback address and an explicit post-logout address', () => {
    expect(oktaOptionsOf(settings)).toMatchObject({
      issuer: 'https://academy.okta.com/oauth2/default',
      clientId: '0oa123',
      redirectUri: 'https://portal.academy.test/login/callback',
      postLogoutRedirectUri: 'https://portal.academy.test/',
      scopes: ['openid', 'profile', 'email'],
      pkce: true,
      responseType: 'code',
      tokenManager: { storage: 'localStorage', autoRenew: true },
    });
  });
});

describe('identityAuthOf', () => {
  it('is signed out without an SDK state', () => {
    expect(identityAuthOf(null)).toEqual(signedOutIdentity);
  });

  it('copies the token strings', () => {
    const state = identityAuthOf({
      isAuthenticated: true,
      accessToken: { accessToken: 'at' } as never,
      idToken: { idToken: 'id' } as never,
    });
    expect(state).toEqual({ isAuthenticated: true, accessToken: 'at', idToken: 'id', refreshToken: '' });
  });
});

describe('callbackErrorText', () => {
  it.each([
    ["OAuth flow response state doesn't match request state", identityErrorTexts.stateMismatch],
    ['State in redirect uri does not match with transaction state', identityErrorTexts.stateMismatch],
    [
      'Could not load PKCE codeVerifier from storage. This may indicate the auth flow has already completed or multiple auth flows are executing concurrently.',
      identityErrorTexts.noTransaction,
    ],
    ['Unable to retrieve OAuth redirect params from storage', identityErrorTexts.noTransaction],
    ['Unable to parse a token from the url', identityErrorTexts.noInteractionCode],
    ['Unable to parse interaction_code from the url', identityErrorTexts.noInteractionCode],
    [
      'The resource owner or authorization server denied the request.',
      'The resource owner or authorization server denied the request.',
    ],
  ])('maps "%s"', (message, text) => {
    expect(callbackErrorText(new Error(message))).toBe(text);
  });
});

describe('isSessionNotFoundError', () => {
  it('recognises Okta E0000007 only', () => {
    expect(isSessionNotFoundError(Object.assign(new Error('Not found'), { errorCode: 'E0000007' }))).toBe(true);
    expect(isSessionNotFoundError(Object.assign(new Error('Forbidden'), { errorCode: 'E0000006' }))).toBe(false);
    expect(isSessionNotFoundError(new Error('Failed to fetch'))).toBe(false);
    expect(isSessionNotFoundError(undefined)).toBe(false);
  });
});
