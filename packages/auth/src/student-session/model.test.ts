import { signedOut, studentSignedIn } from '@academy/bus';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { encodeBasicCredential, withLoginDomain } from './basic-credential';
import { readStoredStudentSession } from './local-storage';
import { $hasStudentSession, $studentBasic, $studentEmail, studentSessionStarted } from './model';

describe('student session model', () => {
  beforeEach(() => localStorage.clear());

  it('stores email, passphrase and Basic credential on sign-in and persists them', async () => {
    const scope = fork();
    await allSettled(studentSignedIn, { scope, params: { email: 'ann@academy.test', passphrase: 'amber river' } });
    expect(scope.getState($studentEmail)).toBe('ann@academy.test');
    expect(scope.getState($studentBasic)).toBe(btoa('ann@academy.test:amber river'));
    expect(scope.getState($hasStudentSession)).toBe(true);
    expect(readStoredStudentSession()).toEqual({
      email: 'ann@academy.test',
      passphrase: 'amber river',
      basic: btoa('ann@academy.test:amber river'),
    });
  });

  it('clears the three values, in memory and in storage, on sign-out', async () => {
    const scope = fork();
    await allSettled(studentSignedIn, { scope, params: { email: 'a@b.c', passphrase: 'p' } });
    await allSettled(signedOut, { scope });
    expect(scope.getState($hasStudentSession)).toBe(false);
    expect(readStoredStudentSession()).toEqual({ email: '', passphrase: '', basic: '' });
  });

  it('restores the three values an earlier page stored when the session starts', async () => {
    localStorage.setItem('academy.student.email', 'ann@academy.test');
    localStorage.setItem('academy.student.passphrase', 'amber river');
    localStorage.setItem('academy.student.basic', 'YW5u');
    const scope = fork();
    expect(scope.getState($hasStudentSession)).toBe(false);
    await allSettled(studentSessionStarted, { scope });
    expect(scope.getState($studentEmail)).toBe('ann@academy.test');
    expect(scope.getState($hasStudentSession)).toBe(true);
  });

  it('after a reload, sign-out empties the session instead of going back to the values read at start-up', async () => {
    localStorage.setItem('academy.student.email', 'ann@academy.test');
    localStorage.setItem('academy.student.passphrase', 'amber river');
    localStorage.setItem('academy.student.basic', 'YW5u');
    // A reload: the modules are evaluated afresh while local storage holds a session.
    rs.resetModules();
    const bus = await import('@academy/bus');
    const model = await import('./model');
    const scope = fork();
    await allSettled(model.studentSessionStarted, { scope });
    expect(scope.getState(model.$hasStudentSession)).toBe(true);

    await allSettled(bus.signedOut, { scope });
    expect(scope.getState(model.$studentEmail)).toBe('');
    expect(scope.getState(model.$studentPassphrase)).toBe('');
    expect(scope.getState(model.$studentBasic)).toBe('');
    expect(readStoredStudentSession()).toEqual({ email: '', passphrase: '', basic: '' });
  });

  it('has no session when any of the three values is empty', () => {
    const scope = fork({ values: [[$studentEmail, '']] });
    expect(scope.getState($hasStudentSession)).toBe(false);
  });
});

describe('basic credential', () => {
  it('encodes UTF-8 before base64', () => {
    expect(encodeBasicCredential('zoë@x.y', 'pässword')).toBe('em/Dq0B4Lnk6cMOkc3N3b3Jk');
  });

  it('appends the login domain only when the username has no @', () => {
    expect(withLoginDomain('student01', 'academy.test')).toBe('student01@academy.test');
    expect(withLoginDomain(' s@other.org ', 'academy.test')).toBe('s@other.org');
  });
});
