import { HttpError, STUDENT_LOGIN_TIMEOUT_MS } from '@academy/api';
import { $hasStudentSession, $studentBasic, $studentEmail } from '@academy/auth';
import { hangingFetch } from '@academy/auth/testing';
import { $runtimeConfig } from '@academy/bus';
import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { $isLabLoaded, $labName, $sessionError, $sessionStatus, logInRequestFx } from '@/shared/model/lab-session';
import {
  $instructorSignIns,
  $navigations,
  deferred,
  labMachine,
  loginAnswer,
  testConfig,
  trainingClass,
  withoutConsoleErrors,
} from '@/shared/testing/fixtures';
import { $isLoggingIn, $isSignedIn, formOpened, instructorLoginClicked, loginSubmitted } from './model';

type LoginRequest = { apiBaseUrl: string; basic: string };

function loginScope(answer: (request: LoginRequest) => Promise<unknown>) {
  const requests: LoginRequest[] = [];
  const scope = fork({
    values: [[$runtimeConfig, testConfig]],
    handlers: [
      [
        logInRequestFx,
        (request: LoginRequest) => {
          requests.push(request);
          return answer(request);
        },
      ],
    ],
  });
  return { scope, requests };
}

const lab = loginAnswer([labMachine('vm-1', 'POWERED_ON'), labMachine('vm-2', 'POWERED_OFF', false)]);

describe('student login model', () => {
  beforeEach(() => localStorage.clear());

  it('appends the login domain to a username without @ and sends one Basic credential', async () => {
    const { scope, requests } = loginScope(async () => lab);
    await allSettled(loginSubmitted, { scope, params: { username: 'win-01', passphrase: 'amber-river-4821' } });
    expect(requests).toEqual([{ apiBaseUrl: 'http://api.test', basic: btoa('win-01@academy.test:amber-river-4821') }]);
    expect(scope.getState($studentEmail)).toBe('win-01@academy.test');
  });

  it('keeps a username that has its own domain', async () => {
    const { scope, requests } = loginScope(async () => lab);
    await allSettled(loginSubmitted, { scope, params: { username: 'win-01@other.org', passphrase: 'p w' } });
    expect(requests[0]?.basic).toBe(btoa('win-01@other.org:p w'));
  });

  it('uses the login domain of the runtime configuration', async () => {
    const requests: LoginRequest[] = [];
    const scope = fork({
      values: [[$runtimeConfig, { ...testConfig, loginDomain: 'school.example' }]],
      handlers: [
        [
          logInRequestFx,
          async (request: LoginRequest) => {
            requests.push(request);
            return lab;
          },
        ],
      ],
    });
    await allSettled(loginSubmitted, { scope, params: { username: 's1', passphrase: 'x' } });
    expect(requests[0]?.basic).toBe(btoa('s1@school.example:x'));
  });

  it('on success stores the session, holds the class, and goes to /machines', async () => {
    const { scope } = loginScope(async () => loginAnswer(lab.vms, 2));
    await allSettled(loginSubmitted, { scope, params: { username: 'win-01', passphrase: 'amber-river-4821' } });
    expect(scope.getState($hasStudentSession)).toBe(true);
    expect(scope.getState($studentBasic)).toBe(btoa('win-01@academy.test:amber-river-4821'));
    expect(scope.getState($labName)).toBe(trainingClass.name);
    expect(scope.getState($isLabLoaded)).toBe(true);
    expect(scope.getState($sessionStatus)).toBe('succeeded');
    expect(scope.getState($navigations)).toEqual(['/machines']);
  });

  it('is loading while the call runs', async () => {
    const answer = deferred<typeof lab>();
    const { scope } = loginScope(() => answer.promise);
    const settled = allSettled(loginSubmitted, { scope, params: { username: 'a', passphrase: 'b' } });
    expect(scope.getState($sessionStatus)).toBe('loading');
    answer.resolve(lab);
    await settled;
    expect(scope.getState($sessionStatus)).toBe('succeeded');
  });

  it.each([
    [500, 'Server error.'],
    [503, 'Server error.'],
    [401, 'You have entered an invalid email or passphrase.'],
    [429, 'You have entered an invalid email or passphrase.'],
    [400, 'You have entered an invalid email or passphrase.'],
  ])('a %i answer stores %s, keeps the visitor signed out and on the page', async (status, text) => {
    const { scope } = loginScope(async () => {
      throw new HttpError(status, 'refused');
    });
    await withoutConsoleErrors(() =>
      allSettled(loginSubmitted, { scope, params: { username: 'win-01', passphrase: 'wrong' } }),
    );
    expect(scope.getState($sessionError)).toBe(text);
    expect(scope.getState($sessionStatus)).toBe('failed');
    expect(scope.getState($hasStudentSession)).toBe(false);
    expect(scope.getState($navigations)).toEqual([]);
  });

  it('clears the previous error when the form is sent again', async () => {
    let calls = 0;
    const { scope } = loginScope(async () => {
      calls += 1;
      if (calls === 1) throw new HttpError(401, 'no');
      return lab;
    });
    await withoutConsoleErrors(() => allSettled(loginSubmitted, { scope, params: { username: 'a', passphrase: 'b' } }));
    expect(scope.getState($sessionError)).not.toBe('');
    await allSettled(loginSubmitted, { scope, params: { username: 'a', passphrase: 'c' } });
    expect(scope.getState($sessionError)).toBe('');
  });

  it('ignores a second submit while the first call runs', async () => {
    const answer = deferred<typeof lab>();
    const { scope, requests } = loginScope(() => answer.promise);
    const first = allSettled(loginSubmitted, { scope, params: { username: 'a', passphrase: 'b' } });
    const second = allSettled(loginSubmitted, { scope, params: { username: 'a', passphrase: 'b' } });
    answer.resolve(lab);
    await Promise.all([first, second]);
    expect(requests).toHaveLength(1);
  });

  it('ignores a submit after success, while the page is on its way to /machines', async () => {
    const { scope, requests } = loginScope(async () => lab);
    await allSettled(formOpened, { scope });
    await allSettled(loginSubmitted, { scope, params: { username: 'a', passphrase: 'b' } });
    await allSettled(loginSubmitted, { scope, params: { username: 'a', passphrase: 'b' } });
    expect(requests).toHaveLength(1);
  });

  it('after success the page keeps showing Logging in until it is opened again', async () => {
    const { scope } = loginScope(async () => lab);
    await allSettled(formOpened, { scope });
    await allSettled(loginSubmitted, { scope, params: { username: 'win-01', passphrase: 'p' } });
    expect(scope.getState($isLoggingIn)).toBe(true);
    expect(scope.getState($isSignedIn)).toBe(false);
    await allSettled(formOpened, { scope });
    expect(scope.getState($isLoggingIn)).toBe(false);
    expect(scope.getState($isSignedIn)).toBe(true);
  });

  it("'Instructor Login' asks for the identity provider's sign-in, returning to /courses", async () => {
    const { scope } = loginScope(async () => lab);
    await allSettled(instructorLoginClicked, { scope });
    expect(scope.getState($instructorSignIns)).toEqual(['/courses']);
  });
});

describe('student login model: a login that never answers', () => {
  beforeEach(() => {
    localStorage.clear();
    rs.useFakeTimers();
  });
  afterEach(() => {
    rs.useRealTimers();
    rs.unstubAllGlobals();
  });

  it("gives up after STUDENT_LOGIN_TIMEOUT_MS with 'Server error.', and 'Logging in' goes away", async () => {
    rs.stubGlobal('fetch', hangingFetch().fetch);
    // The real call, through requestJson: only the server is missing.
    const scope = fork({ values: [[$runtimeConfig, testConfig]] });
    const settled = withoutConsoleErrors(() =>
      allSettled(loginSubmitted, { scope, params: { username: 'win-01', passphrase: 'amber-river' } }),
    );
    await rs.advanceTimersByTimeAsync(STUDENT_LOGIN_TIMEOUT_MS - 1);
    expect(scope.getState($isLoggingIn)).toBe(true);

    await rs.advanceTimersByTimeAsync(1);
    await settled;
    expect(scope.getState($sessionError)).toBe('Server error.');
    expect(scope.getState($isLoggingIn)).toBe(false);
    expect(scope.getState($hasStudentSession)).toBe(false);
    expect(scope.getState($navigations)).toEqual([]);
  });
});
