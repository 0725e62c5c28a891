import { identityErrorTexts } from '@academy/api';
import { TOKEN_STORAGE_NAME } from '@okta/okta-auth-js/core';
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { completeSignIn } from './okta-client';
import { callbackErrorText, identitySettingsOf } from './okta-options';
import { hasStoredIdentityTokens, IDENTITY_TOKEN_STORAGE_KEY } from './token-storage';

const settings = identitySettingsOf({ issuer: '', clientId: '' }, window.location.origin);

describe('held identity tokens', () => {
  beforeEach(() => localStorage.clear());

  it('are looked up under the key the SDK stores them at', () => {
    expect(IDENTITY_TOKEN_STORAGE_KEY).toBe(TOKEN_STORAGE_NAME);
  });

  it('count only when the SDK storage holds a token', () => {
    expect(hasStoredIdentityTokens()).toBe(false);
    localStorage.setItem(IDENTITY_TOKEN_STORAGE_KEY, '{}');
    expect(hasStoredIdentityTokens()).toBe(false);
    localStorage.setItem(IDENTITY_TOKEN_STORAGE_KEY, 'not json');
    expect(hasStoredIdentityTokens()).toBe(false);
    localStorage.setItem(IDENTITY_TOKEN_STORAGE_KEY, JSON.stringify({ idToken: { idToken: 'x' } }));
    expect(hasStoredIdentityTokens()).toBe(true);
  });
});

describe('completeSignIn (the SDK in happy-dom)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  afterEach(() => window.history.replaceState(null, '', '/'));

  async function failureOf(search: string): Promise<string> {
    window.history.replaceState(null, '', `/login/callback${search}`);
    try {
      await completeSignIn(settings);
    } catch (error) {
      return callbackErrorText(error);
    }
    throw new Error('completeSignIn should have failed');
  }

  it('rejects a callback without a code', async () => {
    expect(await failureOf('?state=abc')).toBe(identityErrorTexts.noInteractionCode);
  });

  it('rejects a callback without a transaction in storage', async () => {
    expect(await failureOf('?code=c0de&state=abc')).toBe(identityErrorTexts.noTransaction);
  });

  it('rejects a callback whose state is not the transaction state', async () => {
    sessionStorage.setItem(
      'okta-transaction-storage',
      JSON.stringify({
        state: 'the-real-state',
        codeVerifier: 'v'.repeat(43),
        redirectUri: `${window.location.origin}/login/callback`,
        responseType: 'code',
        clientId: settings.clientId,
      }),
    );
    expect(await failureOf('?code=c0de&state=tampered')).toBe(identityErrorTexts.stateMismatch);
  });

  it('shows the provider error of a refused sign-in', async () => {
    expect(await failureOf('?error=access_denied&error_description=The+user+cancelled&state=abc')).toBe(
      'The user cancelled',
    );
  });
});
