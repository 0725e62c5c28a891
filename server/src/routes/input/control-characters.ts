// Control characters have no place in names, e-mails or ids (NUL is not even storable in PostgreSQL text);
// tab and line breaks are kept for multi-line descriptions.
const CONTROL_CHARACTER = /(?![\t\n\r])\p{Cc}/u;

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** For single-line values (paths, credentials): any control character, tab and line breaks included. */
export function hasAnyControlCharacter(text: string): boolean {
  return /\p{Cc}/u.test(text);
}
