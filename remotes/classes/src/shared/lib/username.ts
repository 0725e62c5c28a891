/** A username shown without its domain part: 'java-101-01@academy.test' reads 'java-101-01'. */
export function usernameOf(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? email : email.slice(0, at);
}
