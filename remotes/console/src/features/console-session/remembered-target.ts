import type { ConsoleTarget } from '@academy/api';

/**
 * The console this browser tab showed last, kept in session storage so that a reload of /view opens it again: per
 * tab, gone with the tab, and only for the student who opened it.
 */
export interface RememberedTarget {
  /** The student who opened it. */
  email: string;
  target: ConsoleTarget;
}

/** Session storage key. */
export const REMEMBERED_TARGET_STORAGE_KEY = 'academy.console.target';

function isRememberedTarget(value: unknown): value is RememberedTarget {
  if (typeof value !== 'object' || value === null) return false;
  const { email, target } = value as Partial<RememberedTarget>;
  return (
    typeof email === 'string' &&
    typeof target === 'object' &&
    target !== null &&
    [target.vm, target.name, target.wmksUrl].every((field) => typeof field === 'string')
  );
}

/** What this tab remembered, or null (nothing, or something it cannot read). */
export function readRememberedTarget(): RememberedTarget | null {
  try {
    const stored: unknown = JSON.parse(globalThis.sessionStorage?.getItem(REMEMBERED_TARGET_STORAGE_KEY) ?? 'null');
    return isRememberedTarget(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function writeRememberedTarget(remembered: RememberedTarget): void {
  globalThis.sessionStorage?.setItem(REMEMBERED_TARGET_STORAGE_KEY, JSON.stringify(remembered));
}

export function clearRememberedTarget(): void {
  globalThis.sessionStorage?.removeItem(REMEMBERED_TARGET_STORAGE_KEY);
}
