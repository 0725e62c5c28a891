/** The HTTP Basic credential of a student: base64 of UTF-8 "email:passphrase" (spec §5). */
export function encodeBasicCredential(email: string, passphrase: string): string {
  const bytes = new TextEncoder().encode(`${email}:${passphrase}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Appends the academy's login domain to a username that has none (spec §4 "Student session"). */
export function withLoginDomain(username: string, loginDomain: string): string {
  const trimmed = username.trim();
  return trimmed.includes('@') ? trimmed : `${trimmed}@${loginDomain}`;
}
