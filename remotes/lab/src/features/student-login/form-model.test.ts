import { $runtimeConfig } from '@academy/bus';
import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { logInRequestFx } from '@/shared/model/lab-session';
import { loginAnswer, testConfig } from '@/shared/testing/fixtures';
import { $loginFieldErrors, $loginValues, loginFieldChanged, loginFieldLeft, loginFormSent } from './form-model';
import { formOpened } from './model';

function scopeRecordingLogins() {
  const requests: unknown[] = [];
  const scope = fork({
    values: [[$runtimeConfig, testConfig]],
    handlers: [
      [
        logInRequestFx,
        async (request: unknown) => {
          requests.push(request);
          return loginAnswer([]);
        },
      ],
    ],
  });
  return { scope, requests };
}

describe('login form model', () => {
  it('shows no message before a field is left or the form sent', async () => {
    const { scope } = scopeRecordingLogins();
    await allSettled(loginFieldChanged, { scope, params: { name: 'username', value: '' } });
    expect(scope.getState($loginFieldErrors)).toEqual({ username: undefined, passphrase: undefined });
  });

  it("shows a field's message once it was left empty (blank counts as empty)", async () => {
    const { scope } = scopeRecordingLogins();
    await allSettled(loginFieldChanged, { scope, params: { name: 'username', value: '   ' } });
    await allSettled(loginFieldLeft, { scope, params: 'username' });
    expect(scope.getState($loginFieldErrors)).toEqual({ username: 'Email is required.', passphrase: undefined });
  });

  it('sending with a field missing shows both messages and calls nothing', async () => {
    const { scope, requests } = scopeRecordingLogins();
    await allSettled(loginFieldChanged, { scope, params: { name: 'username', value: 'win-01' } });
    await allSettled(loginFormSent, { scope });
    expect(scope.getState($loginFieldErrors)).toEqual({ username: undefined, passphrase: 'Passphrase is required.' });
    expect(requests).toEqual([]);
  });

  it('sending with both fields logs in with what was typed, and keeps it', async () => {
    const { scope, requests } = scopeRecordingLogins();
    await allSettled(loginFieldChanged, { scope, params: { name: 'username', value: 'win-01' } });
    await allSettled(loginFieldChanged, { scope, params: { name: 'passphrase', value: 'amber-river' } });
    await allSettled(loginFormSent, { scope });
    expect(requests).toHaveLength(1);
    expect(scope.getState($loginValues)).toEqual({ username: 'win-01', passphrase: 'amber-river' });
  });

  it('opening the page again starts with an empty form', async () => {
    const { scope } = scopeRecordingLogins();
    await allSettled(loginFieldChanged, { scope, params: { name: 'username', value: 'win-01' } });
    await allSettled(loginFormSent, { scope });
    await allSettled(formOpened, { scope });
    expect(scope.getState($loginValues)).toEqual({ username: '', passphrase: '' });
    expect(scope.getState($loginFieldErrors)).toEqual({ username: undefined, passphrase: undefined });
  });
});
