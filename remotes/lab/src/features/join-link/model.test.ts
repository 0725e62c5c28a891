import { HttpError, type JoinResponse } from '@academy/api';
import { $hasStudentSession, $studentBasic, $studentEmail } from '@academy/auth';
import { $runtimeConfig } from '@academy/bus';
import { beforeEach, describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { $labName } from '@/shared/model/lab-session';
import { $navigations, joinAnswer, testConfig, trainingClass } from '@/shared/testing/fixtures';
import { MISSING_TOKEN_TEXT } from './lib';
import {
  $consoleReach,
  $joined,
  $linkProblem,
  continueClicked,
  joinRequestFx,
  linkOpened,
  probeConsoleFx,
} from './model';

const TOKEN = 'k3J9x_Qm2-vT8pL0aZ4rWc';

function linkScope(options: { answer?: () => Promise<JoinResponse>; consoleReachable?: boolean } = {}) {
  const { answer = async () => joinAnswer(), consoleReachable = true } = options;
  const tokens: string[] = [];
  const probes: string[] = [];
  const scope = fork({
    values: [[$runtimeConfig, testConfig]],
    handlers: [
      [
        joinRequestFx,
        ({ apiBaseUrl, token }: { apiBaseUrl: string; token: string }) => {
          tokens.push(`${apiBaseUrl} ${token}`);
          return answer();
        },
      ],
      [
        probeConsoleFx,
        async (url: string) => {
          probes.push(url);
          if (!consoleReachable) throw new Error('refused');
        },
      ],
    ],
  });
  return { scope, tokens, probes };
}

describe('a personal sign-in link', () => {
  beforeEach(() => localStorage.clear());

  it('signs the student in as the login form does, says whose lab it is, and goes on to /machines', async () => {
    const { scope, tokens, probes } = linkScope();
    await allSettled(linkOpened, { scope, params: `#${TOKEN}` });
    expect(tokens).toEqual([`http://api.test ${TOKEN}`]);
    expect(scope.getState($hasStudentSession)).toBe(true);
    expect(scope.getState($studentEmail)).toBe('win-03@academy.test');
    expect(scope.getState($studentBasic)).toBe(btoa('win-03@academy.test:amber-river-4821'));
    expect(scope.getState($labName)).toBe(trainingClass.name);
    expect(scope.getState($joined)).toEqual({
      name: 'Ada Lovelace',
      username: 'win-03@academy.test',
      personalPassphrase: null,
    });
    // The console's own path on the API's server, as a WebSocket.
    expect(probes).toEqual(['ws://api.test/console/probe']);
    expect(scope.getState($consoleReach)).toBe('reachable');
    expect(scope.getState($navigations)).toEqual(['/machines']);
  });

  it('waits on the page while it shows a personal passphrase, once, then goes on when asked', async () => {
    const { scope } = linkScope({ answer: async () => joinAnswer({ personalPassphrase: 'quiet-harbor-1234' }) });
    await allSettled(linkOpened, { scope, params: `#${TOKEN}` });
    expect(scope.getState($joined)?.personalPassphrase).toBe('quiet-harbor-1234');
    expect(scope.getState($navigations)).toEqual([]);
    await allSettled(continueClicked, { scope });
    expect(scope.getState($navigations)).toEqual(['/machines']);
  });

  it('says the console is blocked and stays, so the student reads why, then goes on when asked', async () => {
    const { scope } = linkScope({ consoleReachable: false });
    await allSettled(linkOpened, { scope, params: `#${TOKEN}` });
    expect(scope.getState($consoleReach)).toBe('blocked');
    expect(scope.getState($navigations)).toEqual([]);
    await allSettled(continueClicked, { scope });
    expect(scope.getState($navigations)).toEqual(['/machines']);
  });

  it('sends nothing for a malformed or missing token, and says how to open the link', async () => {
    for (const hash of ['', '#', '#short', `#${TOKEN}<script>`, `#${'a'.repeat(300)}`]) {
      const { scope, tokens } = linkScope();
      await allSettled(linkOpened, { scope, params: hash });
      expect(tokens).toEqual([]);
      expect(scope.getState($linkProblem)).toBe(MISSING_TOKEN_TEXT);
      expect(scope.getState($hasStudentSession)).toBe(false);
    }
  });

  it("shows the server's reason for a refused link, and 'Server error.' when the server fails", async () => {
    const revoked = 'This sign-in link has been revoked by your instructor.';
    const refused = linkScope({ answer: () => Promise.reject(new HttpError(401, revoked)) });
    await allSettled(linkOpened, { scope: refused.scope, params: `#${TOKEN}` });
    expect(refused.scope.getState($linkProblem)).toBe(revoked);
    expect(refused.scope.getState($hasStudentSession)).toBe(false);
    expect(refused.scope.getState($navigations)).toEqual([]);

    const failed = linkScope({ answer: () => Promise.reject(new HttpError(502, 'Bad gateway')) });
    await allSettled(linkOpened, { scope: failed.scope, params: `#${TOKEN}` });
    expect(failed.scope.getState($linkProblem)).toBe('Server error.');
  });
});
