/**
 * The value checks every parser of network data is built from. What the server sends is read as unknown and checked
 * field by field against its contract type, never cast: each check is a type guard, so a value that passed it is
 * that type to the compiler too.
 */

/** True when the value is a T. */
export type Check<T> = (value: unknown) => value is T;

export const isString = (value: unknown): value is string => typeof value === 'string';

/** A number JSON can carry (never NaN or Infinity, which JSON has no words for). */
export const isNumber = (value: unknown): value is number => Number.isFinite(value);

export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/** A JSON object (not null, not an array), whose fields are still to be checked. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const nullable =
  <T>(check: Check<T>): Check<T | null> =>
  (value): value is T | null =>
    value === null || check(value);

/** A field an older server may leave out. */
export const optional =
  <T>(check: Check<T>): Check<T | undefined> =>
  (value): value is T | undefined =>
    value === undefined || check(value);

export const arrayOf =
  <T>(check: Check<T>): Check<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) && value.every(check);

/** An object whose every field passes `check` (a map by name). */
export const recordOf =
  <T>(check: Check<T>): Check<Record<string, T>> =>
  (value): value is Record<string, T> =>
    isRecord(value) && Object.values(value).every(check);

/**
 * One of the words of a union type, listed as the keys of `words`: typed `keyOf<Union>({ ... })`, the compiler names a
 * word the list lacks or one the union does not have.
 */
export const keyOf =
  <T extends string>(words: Record<T, true>): Check<T> =>
  (value): value is T =>
    isString(value) && Object.hasOwn(words, value);

/**
 * An object whose fields each pass their check; typed `objectOf<Contract>({ ... })`, the compiler asks for a check of
 * every field of the contract, of that field's type. Fields it does not name are let through unread.
 */
export function objectOf<T>(fields: { [K in keyof T]-?: Check<T[K]> }): Check<T> {
  return (value): value is T => {
    if (!isRecord(value)) return false;
    for (const key in fields) if (!fields[key](value[key])) return false;
    return true;
  };
}
