import type { Check } from './values';

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
