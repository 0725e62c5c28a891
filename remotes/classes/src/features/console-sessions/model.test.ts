import { whileServerAnswers } from '@academy/auth/testing';
import { type ConsoleWatchSession, errorTexts } from '@academy/contracts';
import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { $loadError, $loaded, $sessions, sessionsOpened } from './model';

const session: ConsoleWatchSession = {
  id: 'session-1',
  student: 'java-01@academy.test',
  vm: 'vm-1',
  machineName: 'DC01',
  instructor: 'Ada',
  mode: 'view',
  startedAt: '2030-05-01T10:00:00.000Z',
  endedAt: null,
};

describe('console sessions on the monitor', () => {
  it('reads the sessions of the class when opened', async () => {
    const scope = fork();
    await whileServerAnswers([session], () => allSettled(sessionsOpened, { scope, params: 'class-1' }));
    expect(scope.getState($sessions)).toEqual([session]);
    expect(scope.getState($loaded)).toBe(true);
  });

  it.each([
    ['a session of a mode this page does not know', [{ ...session, mode: 'edit' }]],
    ['a session without its start', [{ ...session, startedAt: undefined }]],
    ['an end that is a number', [{ ...session, endedAt: 0 }]],
    ['no list at all', { sessions: [session] }],
  ])("sessions answered with %s show 'Server error.', and no session", async (_case, body) => {
    const scope = fork();
    const called = await whileServerAnswers(body, () => allSettled(sessionsOpened, { scope, params: 'class-1' }));
    expect(called).toEqual(['/api/training-class/class-1/console-sessions']);
    expect(scope.getState($loadError)).toBe(errorTexts.server);
    expect(scope.getState($sessions)).toEqual([]);
    expect(scope.getState($loaded)).toBe(false);
  });
});
