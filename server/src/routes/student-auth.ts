import type { Request } from 'express';
import { invalid } from '../domain/errors';
import type { StudentAuthenticator, StudentContext, StudentCredentials } from '../domain/student-auth';
import { hasAnyControlCharacter } from './input/control-characters';
import { recordActor } from './request-actor';

/** Reads `Authorization: Basic base64(email:passphrase)`; anything else counts as no credential. */
export function basicCredentials(header: string | undefined): StudentCredentials | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return undefined;
  if (hasAnyControlCharacter(decoded)) {
    throw invalid('The username and passphrase must not contain control characters.');
  }
  return { email: decoded.slice(0, colon), passphrase: decoded.slice(colon + 1) };
}

export type StudentGuard = (req: Request) => Promise<StudentContext>;

/** The student behind a request, or a 401 / 429 DomainError. The rate limit counts per account and remote address. */
export function createStudentGuard(authenticator: StudentAuthenticator): StudentGuard {
  return (req) => {
    const client = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    return authenticator.authenticate(basicCredentials(req.get('authorization')), client).then((context) => {
      recordActor(req, { role: 'student', id: context.email, classId: context.trainingClass.id });
      return context;
    });
  };
}
