import type { GuestAccount, GuestAccountInput, GuestOs } from '@academy/api';

/** What the form's password control is set to do with the machine's password. */
export type PasswordChange = 'keep' | 'replace' | 'clear';

/**
 * A machine's guest account as the form holds it. The stored password never reaches the browser: the form knows only
 * whether one is set, and what to do with it.
 */
export interface GuestAccountValues {
  username: string;
  /** The server keeps a password for this machine (as the course came). */
  passwordSet: boolean;
  /** A new password as typed; '' for none. Sent when typed for a machine without one, or to replace the stored one. */
  password: string;
  change: PasswordChange;
}

/** The course's accounts by machine (vm). */
export type GuestAccountsValues = Record<string, GuestAccountValues>;

export const NO_GUEST_ACCOUNT: GuestAccountValues = { username: '', passwordSet: false, password: '', change: 'keep' };

/** Said beside each machine, from its folder's guest family; nothing while it is not known. */
export const CHECKS_RUN_WITH = {
  windows: 'Checks run with PowerShell',
  linux: 'Checks run with sh',
} as const satisfies Record<GuestOs, string>;

export const guestAccountMessages = {
  username: 'A user name is required with a password.',
} as const;

/** The accounts of a course as the form starts with them. */
export function toGuestAccountsValues(accounts: readonly GuestAccount[] | undefined): GuestAccountsValues {
  return Object.fromEntries(
    (accounts ?? []).map(({ vm, username, passwordSet }) => [vm, { ...NO_GUEST_ACCOUNT, username, passwordSet }]),
  );
}

/** A machine's account; an empty one for a machine that has none yet. */
export function accountOf(accounts: GuestAccountsValues | undefined, vm: string): GuestAccountValues {
  return accounts?.[vm] ?? NO_GUEST_ACCOUNT;
}

/** The accounts with one machine's changed. */
export function withAccountChange(
  accounts: GuestAccountsValues | undefined,
  vm: string,
  change: Partial<GuestAccountValues>,
): GuestAccountsValues {
  return { ...accounts, [vm]: { ...accountOf(accounts, vm), ...change } };
}

/** The password the save sends: a new one, null to clear the stored one, undefined to keep it as it is. */
function passwordToSend(account: GuestAccountValues): string | null | undefined {
  if (account.change === 'clear') return account.passwordSet ? null : undefined;
  const typing = account.change === 'replace' || !account.passwordSet;
  return typing && account.password !== '' ? account.password : undefined;
}

/** Whether the account will have a password once saved. */
function keepsPassword(account: GuestAccountValues): boolean {
  const password = passwordToSend(account);
  return typeof password === 'string' || (password === undefined && account.passwordSet && account.change !== 'clear');
}

/** A machine whose account has a password (stored or new) but no user name: the save would be refused. */
export function lacksUsername(account: GuestAccountValues): boolean {
  return account.username.trim() === '' && keepsPassword(account);
}

/**
 * `guestAccounts` of the course's input: one per chosen machine that has an account, each saying whether its password
 * is kept (absent), changed or cleared (null). A machine no longer chosen is left out, which drops its account; so is
 * one left with neither a user name nor a password.
 */
export function toGuestAccountsInput(
  accounts: GuestAccountsValues | undefined,
  vms: readonly string[],
): GuestAccountInput[] {
  return vms.flatMap((vm) => {
    const account = accountOf(accounts, vm);
    const username = account.username.trim();
    if (username === '' && !keepsPassword(account)) return [];
    const password = passwordToSend(account);
    return [password === undefined ? { vm, username } : { vm, username, password }];
  });
}
