import { HttpError } from '@academy/api';
import { describe, expect, it } from '@rstest/core';
import { labMachine, loginAnswer } from '@/shared/testing/fixtures';
import { consoleProbeUrl, joinErrorText, parseJoinResponse, tokenFromHash } from './lib';

describe('join link helpers', () => {
  it('reads a base64url token of 128 bits or more from the fragment, nothing else', () => {
    expect(tokenFromHash('#k3J9x_Qm2-vT8pL0aZ4rWc')).toBe('k3J9x_Qm2-vT8pL0aZ4rWc');
    expect(tokenFromHash('#k3J9x_Qm2-vT8pL0aZ4rW')).toBeNull();
    expect(tokenFromHash('#k3J9x_Qm2-vT8pL0aZ4rWc=')).toBeNull();
    expect(tokenFromHash('#k3J9x_Qm2-vT8pL0aZ4rWc?x=1')).toBeNull();
  });

  it('probes the console where consoles are: on the API server, ws or wss as the page', () => {
    expect(consoleProbeUrl('', 'https://lab.academy.test')).toBe('wss://lab.academy.test/console/probe');
    expect(consoleProbeUrl('http://127.0.0.1:3100/', 'http://x.test')).toBe('ws://127.0.0.1:3100/console/probe');
  });

  it("says a refused link in the server's words and a failed server as the login form does", () => {
    expect(joinErrorText(new HttpError(429, 'Too many failed logins. Try again in 30 seconds.'))).toBe(
      'Too many failed logins. Try again in 30 seconds.',
    );
    expect(joinErrorText(new HttpError(500, 'boom'))).toBe('Server error.');
    expect(joinErrorText(new TypeError('Failed to fetch'))).toBe('Server error.');
  });

  it('parses the answer: refuses one without the credential, a name or a lab', () => {
    const lab = loginAnswer([labMachine('vm-1', 'POWERED_ON')]);
    const answer = { ...lab, email: 'w-01@a.test', passphrase: 'p', name: 'Ada', personalPassphrase: '' };
    expect(parseJoinResponse(answer)).toMatchObject({ email: 'w-01@a.test', name: 'Ada', personalPassphrase: null });
    for (const broken of [
      null,
      [],
      { ...answer, name: 3 },
      { ...answer, passphrase: undefined },
      { ...answer, vms: {} },
    ]) {
      expect(() => parseJoinResponse(broken)).toThrow();
    }
  });
});
