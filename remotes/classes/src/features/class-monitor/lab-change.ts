import type { ClassLabChange, ClassLabChangeReason } from '@academy/api';

/** Every reason a lab change gives (a new one is listed here, or the compiler says so). */
const REASONS = {
  power: true,
  provisioning: true,
  revert: true,
  hand: true,
  idle: true,
  message: true,
  manual: true,
  console: true,
  presentation: true,
} satisfies Record<ClassLabChangeReason, true>;

function isReason(value: unknown): value is ClassLabChangeReason {
  return typeof value === 'string' && Object.hasOwn(REASONS, value);
}

/**
 * A `lab-changed` event's data as the change it must be, or undefined (dropped: it never reaches a store). Read here
 * rather than with the student channel's checks in `@academy/auth`: that package is the shell's shared copy at run
 * time, and a remote that needed a newer one would wait for a shell release.
 */
export function parseClassLabChange(data: string): ClassLabChange | undefined {
  let change: unknown;
  try {
    change = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (typeof change !== 'object' || change === null) return undefined;
  const { email, reason } = change as Record<string, unknown>;
  return typeof email === 'string' && isReason(reason) ? { email, reason } : undefined;
}
