import type { RequestHandler } from 'express';
import { API_AUDIENCE, type ServerConfig } from '../config';
import { createLoginThrottle } from '../domain/login-throttle';
import type { Clock } from '../domain/ports/clock';
import type { Logger } from '../domain/ports/logger';
import type { Storage } from '../domain/ports/storage';
import { studentSignInOf } from '../domain/student-auth';
import { createIdentityProvider } from '../idp/index';
import { createInstructorGuard, type InstructorGuard } from '../routes/instructor-auth';
import { createJwtVerifier } from '../routes/jwt-verifier';
import { createStudentGuard, type StudentGuard } from '../routes/student-auth';
import { createTestTokens, type InstructorTokenMinter } from '../test-hooks/test-tokens';
import type { Shutdown } from './shutdown';

export interface IdentityParts {
  student: StudentGuard;
  instructor: InstructorGuard;
  /** The embedded identity provider's handler, unless OIDC_ISSUER names another issuer. */
  provider: RequestHandler | undefined;
  /** Test hooks only: instructor tokens the API trusts. */
  testTokens: InstructorTokenMinter | undefined;
}

/**
 * Who is calling: students by their class credentials (throttled), instructors by an access token of the
 * configured issuer, which is the embedded identity provider unless OIDC_ISSUER names the academy's.
 */
export async function buildIdentity(deps: {
  config: ServerConfig;
  logger: Logger;
  clock: Clock;
  shutdown: Shutdown;
  storage: Storage;
}): Promise<IdentityParts> {
  const { config, logger, clock, storage } = deps;
  const student = createStudentGuard(
    studentSignInOf({ storage, clock, graceMs: config.labGraceMs, rateLimit: config.loginRateLimit }),
  );

  const { issuer, clientId, instructor: account, instructorGroups } = config.identity;
  const idp = config.identity.embedded
    ? await createIdentityProvider({
        issuer,
        appOrigin: config.publicOrigin,
        clientId,
        instructor: { ...account, groups: instructorGroups },
        throttle: createLoginThrottle({
          clock,
          log: storage.signInFailures,
          name: 'instructor',
          ...config.loginRateLimit,
        }),
        store: storage.identity,
        logger,
      })
    : undefined;
  if (idp) deps.shutdown.add(() => idp.close());

  const testTokens = config.testHooks
    ? await createTestTokens({
        idp,
        issuer,
        audience: API_AUDIENCE,
        clientId,
        email: account.email,
        groups: instructorGroups,
      })
    : undefined;
  const instructor = createInstructorGuard(
    createJwtVerifier({
      issuer,
      audience: API_AUDIENCE,
      clientId,
      instructorGroups,
      extraKey: testTokens?.trustedKey,
    }),
  );
  return { student, instructor, provider: idp?.handler, testTokens: testTokens?.minter };
}
