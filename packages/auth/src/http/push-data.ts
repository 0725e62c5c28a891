/** Checks for a push event's JSON data: what the server sends is read as unknown and checked, never cast. */

/** The event's data as an object whose fields can be checked; undefined for anything else (or not JSON at all). */
export function jsonObjectOf(data: string): Record<string, unknown> | undefined {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return undefined;
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

export const isString = (value: unknown): value is string => typeof value === 'string';

export const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);

/** An object whose named fields are all strings. */
export function hasStringFields(value: unknown, fields: readonly string[]): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return fields.every((field) => isString(record[field]));
}
