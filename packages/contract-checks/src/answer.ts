import type { Check } from './values';

/**
 * An answer that is not what its contract says. Not an HttpError: the fetchers' callers count any other failure as a
 * server error (spec §8, `httpStatusOf`), so the feature shows its server text, as for no answer at all.
 */
export class MalformedAnswerError extends Error {
  constructor(what: string) {
    super(`${what}: the answer does not match its contract`);
    this.name = 'MalformedAnswerError';
  }
}

/** The answer of `what` (the call's path) as the check's type; a MalformedAnswerError when it is not one. */
export function parseAnswer<T>(answer: unknown, check: Check<T>, what: string): T {
  if (check(answer)) return answer;
  throw new MalformedAnswerError(what);
}

/** A push event's JSON data as the check's type; undefined (the event is dropped) for anything else, or not JSON. */
export function parsePushData<T>(data: string, check: Check<T>): T | undefined {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return undefined;
  }
  return check(value) ? value : undefined;
}
