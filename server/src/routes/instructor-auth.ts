import type { Request } from 'express';
import { unauthorized } from '../domain/errors';
import type { InstructorIdentity, TokenVerifier } from '../domain/ports/identity';

export type InstructorGuard = (req: Request) => Promise<InstructorIdentity>;

/** The instructor behind `Authorization: Bearer <access token>`, or a 401 DomainError. */
export function createInstructorGuard(verifier: TokenVerifier): InstructorGuard {
  return async (req) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
    if (!match?.[1]) throw unauthorized('Instructor calls need a Bearer access token.');
    return verifier.verify(match[1]);
  };
}
