import type { Check } from './values';

/**
 * The answer of `what` (the call's path) as the check's type. Any other throws a TypeError, not an HttpError: spec §8
 * (`httpStatusOf`) counts it as a server error, so the feature shows its server text, as for no answer at all.
 */
export function parseAnswer<T>(answer: unknown, check: Check<T>, what: string): T {
  if (check(answer)) return answer;
  throw new TypeError(`${what}: the answer does not match its contract`);
}
