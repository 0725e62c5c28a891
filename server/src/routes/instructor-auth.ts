import type { Request } from 'express';
import { unauthorized } from '../domain/errors';
import type { InstructorIdentity, TokenVerifier } from '../domain/ports/identity';
import { recordActor } from './request-actor';

export type InstructorGuard = (req: Request) => Promise<InstructorIdentity>;

/** The instructor behind `Authorization: Bearer <access token>`, or a 401 DomainError. */
export function createInstructorGuard(verifier: TokenVerifier): InstructorGuard {
  return async (req) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
    if (!match?.[1]) throw unauthorized('Instructor calls need a Bearer access token.');
    const identity = await verifier.verify(match[1]);
    recordActor(req, { role: 'instructor', id: identity.subject });
    return identity;
  };
}
