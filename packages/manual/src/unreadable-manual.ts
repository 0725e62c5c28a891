/** A manual the bounded reader refuses (see lexer.ts); its message says why, as the server's 400 does. */
export class UnreadableManual extends Error {
  constructor(problem: string) {
    super(problem);
    this.name = 'UnreadableManual';
  }
}
