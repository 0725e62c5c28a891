import type { GuestAccountInput } from '@academy/api';
import { describe, expect, it } from '@rstest/core';
import {
  type GuestAccountValues,
  lacksUsername,
  NO_GUEST_ACCOUNT,
  toGuestAccountsInput,
  toGuestAccountsValues,
  withAccountChange,
} from './guest-accounts';

const stored: GuestAccountValues = { ...NO_GUEST_ACCOUNT, username: 'Administrator', passwordSet: true };

const SENT_FOR = {
  'a stored password kept: no password sent': [stored, { vm: 'vm-1', username: 'Administrator' }],
  'a stored password replaced': [
    { ...stored, change: 'replace', password: 'N3w pass' },
    { vm: 'vm-1', username: 'Administrator', password: 'N3w pass' },
  ],
  'Replace pressed but nothing typed: kept': [
    { ...stored, change: 'replace' },
    { vm: 'vm-1', username: 'Administrator' },
  ],
  'a stored password cleared': [
    { ...stored, change: 'clear' },
    { vm: 'vm-1', username: 'Administrator', password: null },
  ],
  'a new account': [
    { ...NO_GUEST_ACCOUNT, username: ' student ', password: ' with spaces ' },
    { vm: 'vm-1', username: 'student', password: ' with spaces ' },
  ],
  'a user name without a password': [
    { ...NO_GUEST_ACCOUNT, username: 'student' },
    { vm: 'vm-1', username: 'student' },
  ],
  'a user name changed, the password kept': [
    { ...stored, username: 'root' },
    { vm: 'vm-1', username: 'root' },
  ],
  'neither a user name nor a password: no account': [NO_GUEST_ACCOUNT, null],
  'user name and stored password both cleared: no account': [{ ...stored, username: '', change: 'clear' }, null],
} satisfies Record<string, [GuestAccountValues, GuestAccountInput | null]>;

describe('guest accounts of the course form', () => {
  it.each(Object.entries(SENT_FOR))('sends %s', (_, [account, sent]) => {
    expect(toGuestAccountsInput({ 'vm-1': account }, ['vm-1'])).toEqual(sent === null ? [] : [sent]);
  });

  it('sends the chosen machines only: an unticked machine drops its account', () => {
    const accounts = { 'vm-1': stored, 'vm-2': { ...stored, username: 'root' } };
    expect(toGuestAccountsInput(accounts, ['vm-2'])).toEqual([{ vm: 'vm-2', username: 'root' }]);
    expect(toGuestAccountsInput(accounts, [])).toEqual([]);
    expect(toGuestAccountsInput(undefined, ['vm-1'])).toEqual([]);
  });

  it('starts from the accounts the server keeps, knowing only whether a password is set', () => {
    expect(
      toGuestAccountsValues([
        { vm: 'vm-1', username: 'Administrator', passwordSet: true },
        { vm: 'vm-2', username: 'root', passwordSet: false },
      ]),
    ).toEqual({
      'vm-1': { username: 'Administrator', passwordSet: true, password: '', change: 'keep' },
      'vm-2': { username: 'root', passwordSet: false, password: '', change: 'keep' },
    });
    expect(toGuestAccountsValues(undefined)).toEqual({});
  });

  it('changes one machine, starting a machine without an account from an empty one', () => {
    const accounts = withAccountChange({ 'vm-1': stored }, 'vm-2', { username: 'root' });
    expect(accounts).toEqual({ 'vm-1': stored, 'vm-2': { ...NO_GUEST_ACCOUNT, username: 'root' } });
  });

  const LACKS_USERNAME = {
    'a stored password kept': [{ ...stored, username: ' ' }, true],
    'a new password': [{ ...NO_GUEST_ACCOUNT, password: 'secret' }, true],
    'a stored password cleared': [{ ...stored, username: '', change: 'clear' }, false],
    'no password at all': [NO_GUEST_ACCOUNT, false],
    'a user name': [stored, false],
  } satisfies Record<string, [GuestAccountValues, boolean]>;

  it.each(Object.entries(LACKS_USERNAME))('a user name is missing with %s', (_, [account, lacks]) => {
    expect(lacksUsername(account)).toBe(lacks);
  });
});
