import type { GuestAccountInput } from '@academy/api';
import { hasControlCharacter } from '../../routes/input/control-characters';
import { inputProblem, type JsonObject, readText } from '../../routes/input/json-fields';

const PASSWORD_MAX_LENGTH = 256;

/** A password as sent: absent keeps the stored one, null clears it; a new one is taken as typed (not trimmed). */
function readPassword(account: JsonObject, where: string): string | null | undefined {
  const value = account.password;
  if (value === undefined || value === null) return value;
  if (typeof value !== 'string' || value === '') {
    throw inputProblem(`${where}.password must be a non-empty string, or null to clear it.`);
  }
  if (hasControlCharacter(value)) throw inputProblem(`${where}.password must not contain control characters.`);
  if (value.length > PASSWORD_MAX_LENGTH) {
    throw inputProblem(`${where}.password must be at most ${PASSWORD_MAX_LENGTH} characters.`);
  }
  return value;
}

/**
 * The course's guest accounts, one per machine of `vms` at most; undefined when the body has none (a course form older
 * than checks keeps the accounts as they are). A problem never repeats a password.
 */
export function readGuestAccounts(body: JsonObject, vms: readonly string[]): GuestAccountInput[] | undefined {
  const value = body.guestAccounts;
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw inputProblem('guestAccounts must be a list of { vm, username, password }.');
  const seen = new Set<string>();
  return value.map((item: unknown, index) => {
    const where = `guestAccounts[${index}]`;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      throw inputProblem(`${where} must be an object { vm, username, password }.`);
    }
    const account = item as JsonObject;
    const vm = readText(account, 'vm', 64);
    if (!vms.includes(vm)) throw inputProblem(`${where}: ${vm} is not one of the course's vms.`);
    if (seen.has(vm)) throw inputProblem(`${where}: ${vm} has two guest accounts; a machine has one.`);
    seen.add(vm);
    const username = readText(account, 'username', 128);
    const password = readPassword(account, where);
    return password === undefined ? { vm, username } : { vm, username, password };
  });
}
