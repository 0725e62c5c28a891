/** The longest address accepted (RFC 5321 caps a path at 256 octets, angle brackets included). */
export const EMAIL_MAX_LENGTH = 254;

// Spec §5: text@text, so no whitespace and one '@'; no control character either (NUL is not even storable in
// PostgreSQL text).
const EMAIL = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+$/u;

/** The instructor e-mail rule of the class form and of the API alike, on trimmed text. */
export function isEmailAddress(text: string): boolean {
  return text.length <= EMAIL_MAX_LENGTH && EMAIL.test(text);
}
