import { errorTexts, HttpError } from '@academy/api';
import { describe, expect, it } from '@rstest/core';
import { dropReasonOf, isFinalTicketError, isReleaseKeys, statusTextOf, ticketErrorTextOf } from './lib';

describe('console-session lib', () => {
  it('says why the connection ended', () => {
    expect(dropReasonOf({ code: 1006 })).toBe('The connection to the console was lost.');
    expect(dropReasonOf({ code: 1001, reason: 'shutting down' })).toBe(
      'The console closed the connection: shutting down (code 1001).',
    );
    expect(dropReasonOf({ code: 1000, reason: '' })).toBe('The console closed the connection (code 1000).');
  });

  it('maps a failed ticket call to the §8 texts; a network failure counts as a server error', () => {
    expect(ticketErrorTextOf(new HttpError(409, 'off'))).toBe(errorTexts.refreshClient);
    expect(ticketErrorTextOf(new HttpError(502, 'bad gateway'))).toBe(errorTexts.refreshServer);
    expect(ticketErrorTextOf(new TypeError('Failed to fetch'))).toBe(errorTexts.refreshServer);
  });

  it('stops reconnecting only when the ticket will be refused again', () => {
    expect([401, 403, 404].map((status) => isFinalTicketError(new HttpError(status, '')))).toEqual([true, true, true]);
    expect([400, 409, 500, 503].map((status) => isFinalTicketError(new HttpError(status, '')))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(isFinalTicketError(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('puts every state in words', () => {
    const base = { attempt: 0, error: '', name: 'lab-dc01' };
    expect(statusTextOf({ ...base, status: 'connecting' })).toBe('Connecting to lab-dc01…');
    expect(statusTextOf({ ...base, status: 'connected' })).toBe('Connected to lab-dc01.');
    expect(statusTextOf({ status: 'reconnecting', attempt: 3, error: 'Lost.', name: 'x' })).toBe(
      'Lost. Reconnecting every 4 s (attempt 3)…',
    );
    expect(statusTextOf({ status: 'failed', attempt: 1, error: 'Refused.', name: 'x' })).toBe(
      'Console connection failed: Refused.',
    );
  });

  it('knows the release keys: Ctrl + Alt + Shift in any order, nothing else, and not AltGr + Shift', () => {
    const keys = (key: string, modifiers: { ctrl?: boolean; alt?: boolean; shift?: boolean; meta?: boolean } = {}) => ({
      key,
      ctrlKey: modifiers.ctrl ?? true,
      altKey: modifiers.alt ?? true,
      shiftKey: modifiers.shift ?? true,
      metaKey: modifiers.meta ?? false,
      getModifierState: () => false,
    });
    expect(['Control', 'Alt', 'Shift'].map((last) => isReleaseKeys(keys(last)))).toEqual([true, true, true]);
    expect(isReleaseKeys(keys('Tab'))).toBe(false);
    expect(isReleaseKeys(keys('Escape'))).toBe(false);
    expect(isReleaseKeys(keys('Shift', { ctrl: false }))).toBe(false);
    expect(isReleaseKeys(keys('Alt', { shift: false }))).toBe(false);
    expect(isReleaseKeys(keys('Shift', { meta: true }))).toBe(false);
    expect(isReleaseKeys({ ...keys('Shift'), getModifierState: (name: string) => name === 'AltGraph' })).toBe(false);
  });
});
