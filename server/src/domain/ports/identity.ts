/** Who an instructor is, from their access token. Adapter: routes/jwt-verifier.ts. */

export interface InstructorIdentity {
  subject: string;
  email: string | undefined;
  /** What students are told: the token's `name` claim, else its e-mail, else its subject. */
  name: string;
  /** When the access token expires (its `exp`); whatever it opened must not outlive it. */
  expiresAt: Date | undefined;
}

export interface TokenVerifier {
  /**
   * Resolves with the instructor, or rejects with an 'unauthorized' DomainError (no valid token of the portal) or
   * a 'forbidden' one (a valid token of someone who is not an instructor).
   */
  verify(token: string): Promise<InstructorIdentity>;
}
